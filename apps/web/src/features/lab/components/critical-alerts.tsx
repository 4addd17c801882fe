import type { CriticalAlert } from '@clinic/shared/lab';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { labQueries, useAcknowledgeCritical, useCriticalAlertUpdates } from '../api/lab.queries.ts';

/** "45 min", "2 h 05 min": how long a critical value has waited. */
export const waited = (minutes: number) =>
  minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;

function AlertCard({ alert: a }: { alert: CriticalAlert }) {
  const acknowledge = useAcknowledgeCritical();
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconAlertTriangle size={20} />}
      title={
        <Group gap="xs">
          <span>{`Critical: ${a.patientName} (${a.mrn})`}</span>
          {a.escalated && (
            <Badge color="yellow" variant="filled" c="dark">
              Escalated · waiting {waited(a.minutesWaiting)}
            </Badge>
          )}
        </Group>
      }
    >
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm">
            {a.serviceName}: {a.results.map((r) => `${r.name} ${r.value} ${r.unit} (${r.flag})`).join('; ')}
          </Text>
          <Text size="xs">
            Entered {formatDateTime(a.enteredAt)}
            {a.approved ? '' : ' · not yet approved'} · ordered by {a.orderedBy}
          </Text>
        </Stack>
        {a.canAcknowledge ? (
          <Button
            variant="white"
            color="red"
            size="compact-sm"
            disabled={acknowledge.isPending}
            onClick={() =>
              acknowledge.mutate(a.reportId, {
                onError: () => toast.error('Failed to acknowledge. Please try again.'),
              })
            }
          >
            Acknowledge
          </Button>
        ) : (
          <Text size="xs">For the ordering doctor to acknowledge</Text>
        )}
      </Group>
    </Alert>
  );
}

/**
 * Critical lab values nobody has acknowledged: on the doctor's queue (the doctor's own orders)
 * and the ward's patient screen (that admission). They arrive live and stay until acknowledged;
 * one waiting beyond the clinic's escalation time says so. A failed read shows the error with
 * Try Again: an empty panel would tell the doctor all is well.
 */
export function CriticalAlerts({ admissionId, patientId }: { admissionId?: string; patientId?: string }) {
  useCriticalAlertUpdates();
  const scope = admissionId ? { admissionId } : patientId ? { patientId } : {};
  const alerts = useQuery(labQueries.criticalAlerts(scope));
  return (
    <Stack gap="xs" mb="md" role="region" aria-label="Critical lab values">
      <QueryState
        query={alerts}
        error="Failed to load critical lab values. Please try again."
        loadingLabel="Loading critical lab values"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No critical lab values waiting
          </Text>
        }
      >
        {(rows) => rows.map((a) => <AlertCard key={a.reportId} alert={a} />)}
      </QueryState>
    </Stack>
  );
}

/**
 * The clinic administrator's list (those holding `results.critical.acknowledge-any`): every
 * doctor's critical values left unacknowledged beyond the escalation time, longest wait first.
 * Nothing shows while none waits; a failed read shows the error, never an all-clear.
 */
export function EscalatedCriticalAlerts() {
  useCriticalAlertUpdates();
  const alerts = useQuery({
    ...labQueries.criticalAlerts({ escalated: '1' }),
    select: (rows) => [...rows].sort((a, b) => b.minutesWaiting - a.minutesWaiting),
  });
  if (alerts.isSuccess && alerts.data.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" role="region" aria-label="Escalated critical lab values">
      <Title order={2} size="h4">
        Escalated critical lab values
      </Title>
      <QueryState
        query={alerts}
        error="Failed to load escalated critical lab values. Please try again."
        loadingLabel="Loading escalated critical lab values"
      >
        {(rows) => rows.map((a) => <AlertCard key={a.reportId} alert={a} />)}
      </QueryState>
    </Stack>
  );
}
