import type { AmendmentInput, LabOrderDetail } from '@clinic/shared/lab';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { amendStep, resultsStep, useOrderStep } from '../api/lab.queries.ts';
import { LabOrderMarks } from './lab-order-table.tsx';
import { ReportVersions } from './report-versions.tsx';
import { ResultEntryForm } from './result-entry-form.tsx';
import { SamplePanel } from './sample-panel.tsx';
import { usePrintLabReport } from './use-lab-prints.tsx';

/** Who and what: the patient as ranges see them, the test, who ordered it and when. */
function OrderFacts({ detail }: { detail: LabOrderDetail }) {
  const { order, patient } = detail;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {order.serviceName}
            {detail.groupName && !order.serviceName.includes(detail.groupName) ? ` (${detail.groupName})` : ''}
          </Title>
          <Text>
            <strong>{patient.name}</strong> · {patient.mrn} · {patient.ageText} · {patient.gender}
          </Text>
          <Text size="sm" c="dimmed">
            Ordered by {order.orderedBy}, {formatDateTime(order.orderedAt)}
            {order.admissionId ? ' · from the ward' : ' · from a consultation'}
          </Text>
        </Stack>
        <LabOrderMarks order={order} />
      </Group>
    </Paper>
  );
}

/**
 * An order's way through the lab: the sample, results with live flags, approval by a second
 * lab user, amendment of an approved report, and the printed report of the visit.
 */
export function LabOrderWorkbench({ detail }: { detail: LabOrderDetail }) {
  const { order, reports } = detail;
  const [mode, setMode] = useState<'view' | 'correct' | 'amend'>('view');
  const enter = useOrderStep(order._id, resultsStep);
  const amend = useOrderStep(order._id, amendStep);
  const approve = useOrderStep(order._id, () => ({ path: 'approve', method: 'POST' as const }));
  const report = usePrintLabReport();
  const latest = reports[0];
  const waiting = order.status === 'Result entered' && latest && !latest.approvedAt;
  const hasApproved = reports.some((r) => r.approvedAt);

  const onApprove = async () => {
    try {
      await approve.mutateAsync(undefined);
      toast.success('Results approved');
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'Failed to approve. Please try again.');
    }
  };
  const save = async (values: AmendmentInput) => {
    if (mode === 'amend') await amend.mutateAsync(values);
    else await enter.mutateAsync(values);
    toast.success(
      mode === 'amend' ? 'Amendment saved; it waits for approval' : 'Results saved; they wait for approval',
    );
    setMode('view');
  };

  const entering = order.status === 'Sample collected' || mode !== 'view';
  return (
    <Stack>
      <OrderFacts detail={detail} />
      {order.status !== 'Approved' && <SamplePanel detail={detail} />}
      {detail.parameters.length === 0 && (
        <Alert color="orange" title="No parameters are set up for this test">
          Link a group to this service in the{' '}
          <Link to="/lab/test-parameters-master?tab=groups">Test Parameter Master</Link>.
        </Alert>
      )}
      {entering && detail.parameters.length > 0 && (
        <ResultEntryForm
          key={mode}
          detail={detail}
          start={mode === 'view' ? undefined : latest}
          amending={mode === 'amend'}
          busy={enter.isPending || amend.isPending}
          onSubmit={save}
          onCancel={mode === 'view' ? undefined : () => setMode('view')}
        />
      )}
      <Group justify="flex-end">
        {waiting && mode === 'view' && (
          <>
            <Button variant="default" onClick={() => setMode('correct')}>
              Correct results
            </Button>
            <Button leftSection={<IconCheck size={16} />} onClick={() => void onApprove()} disabled={approve.isPending}>
              {approve.isPending ? 'Processing...' : 'Approve'}
            </Button>
          </>
        )}
        {order.status === 'Approved' && mode === 'view' && (
          <Button variant="default" onClick={() => setMode('amend')}>
            Amend report
          </Button>
        )}
        {hasApproved && (
          <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={() => void report.print(order._id)}>
            Print report
          </Button>
        )}
      </Group>
      {reports.length > 0 && <ReportVersions reports={reports} />}
      {report.element}
    </Stack>
  );
}
