import { DISCHARGE_TYPE_LABELS, type AdmissionDetail } from '@clinic/shared/admissions';
import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { clinicQuery } from '../../clinic/api/clinic.queries.ts';
import { stayQueries } from '../api/ward-round.queries.ts';
import { DischargeDialog } from './discharge-dialog.tsx';
import { DischargeSummaryForm } from './discharge-summary-form.tsx';
import { DischargeSummaryPrint } from './discharge-summary-print.tsx';
import { DischargeSummaryView } from './discharge-summary-view.tsx';
import { useStayPermissions } from './use-stay-permissions.ts';

/**
 * Discharge: a nurse or doctor initiates it, the doctor writes the summary and discharges (the
 * bed goes to cleaning); the summary prints at any time and is locked once the patient leaves.
 */
export function DischargePanel({ admission: a }: { admission: AdmissionDetail }) {
  const summary = useQuery(stayQueries.summary(a._id));
  const { canDischarge } = useStayPermissions();
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
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
          On {formatDateTime(a.dischargedOn)}
          {a.dischargeType && a.dischargeType !== 'Normal' ? ` (${DISCHARGE_TYPE_LABELS[a.dischargeType]})` : ''}
          {a.deathAt ? `; died ${formatDateTime(a.deathAt)} of ${a.deathCause}` : ''}. The record is read-only; add an
          addendum under notes.
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
      {confirming && <DischargeDialog admission={a} onClose={() => setConfirming(false)} />}
      {printer.element}
    </Paper>
  );
}
