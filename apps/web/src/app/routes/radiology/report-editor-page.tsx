import { REPORT_SKELETON, type CaseDetail } from '@clinic/shared/radiology';
import { Button, Group, Modal, Paper, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { radiologyQueries, useSaveDraft, useSign } from '../../../features/radiology/api/radiology.queries.ts';
import { CaseSummary } from '../../../features/radiology/components/case-summary.tsx';
import { ReportEditor } from '../../../features/radiology/components/report-editor.tsx';
import { TemplateForm } from '../../../features/radiology/components/template-form.tsx';
import { failed } from '../../../lib/failed.ts';

function Editor({ detail }: { detail: CaseDetail }) {
  const navigate = useNavigate();
  const templates = useQuery(radiologyQueries.templates({ modality: detail.modality }));
  const [content, setContent] = useState(detail.report?.content || REPORT_SKELETON);
  const [templateId, setTemplateId] = useState<string | null>(detail.report?.templateId ?? null);
  const [savingTemplate, setSavingTemplate] = useState(false);
  const draft = useSaveDraft(detail._id);
  const sign = useSign(detail._id);
  const busy = draft.isPending || sign.isPending;
  const choose = (id: string | null) => {
    setTemplateId(id);
    const template = templates.data?.find((t) => t._id === id);
    if (template) setContent(template.content);
  };
  const saveDraft = async () => {
    try {
      await draft.mutateAsync({ content, templateId });
      toast.success('Report saved as draft');
    } catch (err) {
      failed(err, 'Failed to save the report. Please try again.');
    }
  };
  const saveAndSign = async () => {
    try {
      await sign.mutateAsync({ content, templateId });
      toast.success('Report signed');
      void navigate(`/radiology/radiology-complate-case-views?id=${detail._id}`);
    } catch (err) {
      failed(err, 'Failed to sign the report. Please try again.');
    }
  };
  return (
    <Stack>
      <CaseSummary detail={detail} />
      <Paper withBorder p="md" radius="md">
        <Stack>
          <Select
            label="Template"
            placeholder={`Choose a ${detail.modality} template`}
            data={(templates.data ?? []).map((t) => ({ value: t._id, label: t.name }))}
            value={templateId}
            onChange={choose}
            clearable
            searchable
            w={360}
          />
          <ReportEditor value={content} onChange={setContent} label="Report" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate(`/radiology/open-case?id=${detail._id}`)}>
              Cancel
            </Button>
            <Button variant="light" onClick={() => setSavingTemplate(true)} disabled={busy}>
              Save as template
            </Button>
            <Button variant="outline" onClick={() => void saveDraft()} disabled={busy}>
              {draft.isPending ? 'Saving...' : 'Save as draft'}
            </Button>
            <Button onClick={() => void saveAndSign()} disabled={busy}>
              {sign.isPending ? 'Signing...' : 'Save & sign'}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Modal opened={savingTemplate} onClose={() => setSavingTemplate(false)} title="Save as template" size="xl">
        <TemplateForm
          initialContent={content}
          initialModality={detail.modality}
          onSaved={(t) => {
            setSavingTemplate(false);
            setTemplateId(t._id);
          }}
          onCancel={() => setSavingTemplate(false)}
        />
      </Modal>
    </Stack>
  );
}

/** /radiology/report-filling-form-editor?id=: write the report from a template, save a draft, sign. */
export function ReportEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useQuery(radiologyQueries.case(id));
  if (!id) return <Navigate to="/radiology" replace />;
  return (
    <>
      <PageHeader title="Report" subtitle="Technique, findings and impression" />
      <QueryState query={detail} error="Failed to load the case. Please try again." loadingLabel="Loading case">
        {(d) =>
          d.report?.status === 'Signed' ? (
            <Navigate to={`/radiology/radiology-complate-case-views?id=${d._id}`} replace />
          ) : (
            <Editor detail={d} />
          )
        }
      </QueryState>
    </>
  );
}
