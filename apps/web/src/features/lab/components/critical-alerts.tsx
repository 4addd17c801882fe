import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { labQueries, useAcknowledgeCritical, useCriticalAlertUpdates } from '../api/lab.queries.ts';

/**
 * Critical lab values nobody has acknowledged: on the doctor's queue (the doctor's own orders)
 * and the ward's patient screen (that admission). They arrive live and stay until acknowledged.
 * A failed read shows the error with Try Again: an empty panel would tell the doctor all is well.
 */
export function CriticalAlerts({ admissionId, patientId }: { admissionId?: string; patientId?: string }) {
  useCriticalAlertUpdates();
  const scope = admissionId ? { admissionId } : patientId ? { patientId } : {};
  const alerts = useQuery(labQueries.criticalAlerts(scope));
  const acknowledge = useAcknowledgeCritical();
  return (
    <Stack gap="xs" mb="md" role="region" aria-label="Critical lab values">
      <QueryState
        query={alerts}
        error="Failed to load critical lab values. Please try again."
        loadingLabel="Loading critical lab values"
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyView message="No critical lab values waiting" />}
      >
        {(rows) =>
          rows.map((a) => (
            <Alert
              key={a.reportId}
              color="red"
              variant="filled"
              icon={<IconAlertTriangle size={20} />}
              title={`Critical: ${a.patientName} (${a.mrn})`}
            >
              <Group justify="space-between" align="flex-end" wrap="nowrap">
                <Stack gap={2}>
                  <Text size="sm">
                    {a.serviceName}: {a.results.map((r) => `${r.name} ${r.value} ${r.unit} (${r.flag})`).join('; ')}
                  </Text>
                  <Text size="xs">
                    Entered {formatDateTime(a.enteredAt)}
                    {a.approved ? '' : ' · not yet approved'}
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
          ))
        }
      </QueryState>
    </Stack>
  );
}
