import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { labQueries, useAcknowledgeCritical, useCriticalAlertUpdates } from '../api/lab.queries.ts';

/**
 * Critical lab values nobody has acknowledged: on the doctor's queue (the doctor's own orders)
 * and the ward's patient screen (that admission). They arrive live and stay until acknowledged.
 */
export function CriticalAlerts({ admissionId, patientId }: { admissionId?: string; patientId?: string }) {
  useCriticalAlertUpdates();
  const scope = admissionId ? { admissionId } : patientId ? { patientId } : {};
  const alerts = useQuery(labQueries.criticalAlerts(scope));
  const acknowledge = useAcknowledgeCritical();
  if (!alerts.data || alerts.data.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" role="region" aria-label="Critical lab values">
      {alerts.data.map((a) => (
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
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
