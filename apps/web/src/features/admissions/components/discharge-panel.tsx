import { DISCHARGED, type AdmissionDetail } from '@clinic/shared/admissions';
import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { clinicQuery } from '../../clinic/api/clinic.queries.ts';
import { stayQueries, useDischargeStep } from '../api/ward-round.queries.ts';
import { DischargeSummaryForm } from './discharge-summary-form.tsx';
import { DischargeSummaryPrint } from './discharge-summary-print.tsx';
import { DischargeSummaryView } from './discharge-summary-view.tsx';
import { useStayPermissions } from './use-stay-permissions.ts';

const failed = (fallback: string) => (e: Error) => toast.error(e instanceof ApiError ? e.message : fallback);

/**
 * Discharge: a nurse or doctor initiates it, the doctor writes the summary and discharges (the
 * bed goes to cleaning); the summary prints at any time and is locked once the patient leaves.
 */
export function DischargePanel({ admission: a }: { admission: AdmissionDetail }) {
  const summary = useQuery(stayQueries.summary(a._id));
  const { canDischarge } = useStayPermissions();
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  const discharge = useDischargeStep(a._id, 'discharge');
  const [confirming, setConfirming] = useState(false);
  const active = a.status === 'Active';
  const printer = usePrintJob((s: NonNullable<typeof summary.data>) => (
    <DischargeSummaryPrint admission={a} summary={s} clinic={clinic.data} printedBy={me.data?.name ?? 'staff'} />
  ));
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          Discharge
        </Title>
        <Group gap="xs">
          {summary.data && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPrinter size={14} />}
              onClick={() => summary.data && printer.print(summary.data)}
            >
              Print summary
            </Button>
          )}
          {active && canDischarge && summary.data && (
            <Button size="xs" color="red" onClick={() => setConfirming(true)}>
              Discharge patient
            </Button>
          )}
        </Group>
      </Group>
      {a.dischargeInitiatedAt && active && (
        <Alert color="orange" mb="sm" title="Discharge initiated">
          By {a.dischargeInitiatedBy} on {formatDateTime(a.dischargeInitiatedAt)}.{' '}
          {canDischarge ? 'Write the summary, then discharge.' : 'The doctor writes the summary and discharges.'}
        </Alert>
      )}
      {!active && a.dischargedOn && (
        <Alert color="gray" mb="sm" title="Discharged">
          On {formatDateTime(a.dischargedOn)}. The record is read-only; add an addendum under notes.
        </Alert>
      )}
      <QueryState query={summary} error="Failed to load the discharge summary. Please try again.">
        {(s) =>
          active && canDischarge ? (
            <DischargeSummaryForm admissionId={a._id} summary={s} />
          ) : s ? (
            <DischargeSummaryView summary={s} />
          ) : (
            <Text size="sm" c="dimmed">
              No discharge summary yet
            </Text>
          )
        }
      </QueryState>
      <ConfirmDialog
        opened={confirming}
        title="Discharge patient"
        message={`Discharge ${a.patientName} (${a.ipNumber})? Bed ${a.bedNumber} goes to cleaning and the record becomes read-only.`}
        confirmLabel="Discharge"
        busy={discharge.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          discharge.mutate(undefined, {
            onSuccess: () => (toast.success(DISCHARGED), setConfirming(false)),
            onError: (e) => (failed('Failed to discharge the patient')(e), setConfirming(false)),
          })
        }
      />
      {printer.element}
    </Paper>
  );
}
