import {
  CLAIM_DOCUMENT_MAX_BYTES,
  CLAIM_DOCUMENT_TYPES,
  CLAIM_DOCUMENTS,
  DOCUMENT_TOO_LARGE,
  type ClaimDocumentCode,
} from '@clinic/shared/insurance';
import { Button, FileInput, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { readAsDataUrl } from '../../../lib/read-file.ts';
import { useAttachClaimDocument } from '../api/claim-documents.queries.ts';

const OPTIONS = Object.entries(CLAIM_DOCUMENTS).map(([value, label]) => ({ value, label: `${label} (${value})` }));

/**
 * Attaches a paper to the claim: what it is (the claims exchange's code; a missing required one
 * is offered first) and the file, a PDF or an image up to 10 MB, checked here before it is sent.
 */
export function ClaimDocumentDialog({
  caseId,
  suggested,
  onClose,
}: {
  caseId: string;
  suggested: ClaimDocumentCode | null;
  onClose: () => void;
}) {
  const [code, setCode] = useState<string | null>(suggested);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const attach = useAttachClaimDocument(caseId);
  // Reading a large scan takes a moment before the request starts: the button waits with it.
  const [reading, setReading] = useState(false);
  const submit = async () => {
    if (reading || attach.isPending) return;
    const problems: Record<string, string> = {};
    if (!code) problems.code = 'Choose what the document is';
    if (!file) problems.dataUrl = 'Choose a file';
    else if (file.size > CLAIM_DOCUMENT_MAX_BYTES) problems.dataUrl = DOCUMENT_TOO_LARGE;
    setErrors(problems);
    if (!code || !file || Object.keys(problems).length > 0) return;
    setReading(true);
    try {
      await attach.mutateAsync({
        code: code as ClaimDocumentCode,
        fileName: file.name,
        dataUrl: await readAsDataUrl(file),
      });
      toast.success(`${file.name} attached`);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) setErrors(err.fields);
      else toast.error(err instanceof Error ? err.message : 'Failed to attach the document. Please try again.');
    } finally {
      setReading(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Attach a paper" centered>
      <Stack>
        <Select
          label="What it is"
          withAsterisk
          searchable
          data={OPTIONS}
          value={code}
          onChange={setCode}
          error={errors.code}
        />
        <FileInput
          label="File"
          description="PDF, JPEG, PNG or WebP, up to 10 MB"
          withAsterisk
          accept={CLAIM_DOCUMENT_TYPES.join(',')}
          value={file}
          onChange={setFile}
          error={errors.dataUrl ?? errors.fileName}
          clearable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => void submit()} loading={reading || attach.isPending}>
            Attach
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
