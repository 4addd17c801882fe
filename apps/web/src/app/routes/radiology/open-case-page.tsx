import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { radiologyQueries, useCancelStudy } from '../../../features/radiology/api/radiology.queries.ts';
import { AssignmentForm } from '../../../features/radiology/components/assignment-form.tsx';
import { CaseSummary } from '../../../features/radiology/components/case-summary.tsx';
import { ReportHtml } from '../../../features/radiology/components/report-html.tsx';
import { failed } from '../../../lib/failed.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** /radiology/open-case?id=: one study, its clinical details, who takes and reports it, and its report so far. */
export function OpenCasePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useQuery(radiologyQueries.case(id));
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelStudy(id);
  const navigate = useNavigate();
  if (!id) return <Navigate to="/radiology" replace />;
  return (
    <>
      <PageHeader title="Open Case" subtitle="The study, the clinical question and its report" />
      <QueryState query={detail} error="Failed to load the case. Please try again." loadingLabel="Loading case">
        {(d) =>
          d.report?.status === 'Signed' ? (
            <Navigate to={`/radiology/radiology-complate-case-views?id=${d._id}`} replace />
          ) : (
            <Stack>
              {d.status === 'Pending' && (
                <Group justify="flex-end">
                  <Button variant="subtle" color="red" onClick={() => setCancelling(true)}>
                    Cancel study
                  </Button>
                </Group>
              )}
              <CaseSummary detail={d} />
              <Paper withBorder p="md" radius="md">
                <Title order={3} size="h5" mb="xs">
                  Assignment
                </Title>
                <AssignmentForm detail={d} />
              </Paper>
              <Paper withBorder p="md" radius="md">
                <Group justify="space-between" mb="xs">
                  <Title order={3} size="h5">
                    Report
                  </Title>
                  <Button component={Link} to={`/radiology/report-filling-form-editor?id=${d._id}`}>
                    {d.report?.content ? 'Continue report' : 'Write report'}
                  </Button>
                </Group>
                {d.report?.content ? (
                  <>
                    <Text size="xs" c="dimmed">
                      Draft saved by {d.report.updatedBy}, {formatDateTime(d.report.updatedAt)}
                    </Text>
                    <ReportHtml html={d.report.content} />
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    No report written yet.
                  </Text>
                )}
              </Paper>
            </Stack>
          )
        }
      </QueryState>
      <ReasonDialog
        opened={cancelling}
        title="Cancel study"
        message="Cancel this study? Its charge is cancelled with it."
        confirmLabel="Cancel study"
        busy={cancel.isPending}
        onConfirm={(reason) =>
          cancel.mutate(
            { reason },
            {
              onSuccess: () => {
                toast.success('Study cancelled');
                void navigate('/radiology');
              },
              onError: (err) => failed(err, 'Failed to cancel the study. Please try again.'),
            },
          )
        }
        onCancel={() => setCancelling(false)}
      />
    </>
  );
}
