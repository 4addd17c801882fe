import { CLAIM_DOCUMENTS, type ClaimDocument } from '@clinic/shared/insurance';
import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { claimDocumentQueries, claimDocumentUrl } from '../api/claim-documents.queries.ts';
import { ClaimDocumentDialog } from './claim-document-dialog.tsx';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function DocumentRow({ d }: { d: ClaimDocument }) {
  return (
    <Table.Tr>
      <Table.Td>
        {CLAIM_DOCUMENTS[d.code]} ({d.code})
      </Table.Td>
      <Table.Td>
        <Anchor href={claimDocumentUrl(d._id)} download={d.fileName}>
          {d.fileName}
        </Anchor>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{sizeOf(d.sizeBytes)}</Table.Td>
      <Table.Td>{d.uploadedBy}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(d.uploadedAt)}</Table.Td>
    </Table.Tr>
  );
}

/**
 * A claim's papers: what is attached (each opens as downloaded), which of the payer's required
 * papers are still missing, and, for the desk, attaching another.
 */
export function ClaimDocuments({ caseId, mayAttach }: { caseId: string; mayAttach: boolean }) {
  const docs = useQuery(claimDocumentQueries.of(caseId));
  const [attaching, setAttaching] = useState(false);
  const data = docs.data;
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            Papers
          </Text>
          {data && data.missing.length > 0 && (
            <Text size="xs" c="orange.8">
              Missing:
            </Text>
          )}
          {data?.missing.map((code) => (
            <Badge key={code} color="orange" variant="light" title={CLAIM_DOCUMENTS[code]}>
              {CLAIM_DOCUMENTS[code]}
            </Badge>
          ))}
        </Group>
        {mayAttach && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPaperclip size={14} />}
            onClick={() => setAttaching(true)}
          >
            Attach a paper
          </Button>
        )}
      </Group>
      {docs.isError && (
        <Text size="sm" c="red">
          Failed to load the papers. Please try again.
        </Text>
      )}
      {data && data.documents.length === 0 && (
        <Text size="sm" c="dimmed">
          No papers attached yet.
        </Text>
      )}
      {data && data.documents.length > 0 && (
        <Table aria-label="Claim papers" fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Paper</Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>When</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.documents.map((d) => (
              <DocumentRow key={d._id} d={d} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {attaching && (
        <ClaimDocumentDialog caseId={caseId} suggested={data?.missing[0] ?? null} onClose={() => setAttaching(false)} />
      )}
    </Stack>
  );
}
