import type { MedicationOrder } from '@clinic/shared/admissions';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useStopMedication } from '../api/ward-round.queries.ts';

/** The doctor stops a medicine early, saying why; later doses leave the chart. */
export function StopMedicationDialog({
  admissionId,
  order,
  onClose,
}: {
  admissionId: string;
  order: MedicationOrder | null;
  onClose: () => void;
}) {
  const stop = useStopMedication(admissionId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => (setReason(''), setError(null), onClose());
  const save = () => {
    if (!order) return;
    if (!reason.trim()) return setError('Enter why the medicine is stopped');
    stop.mutate(
      { orderId: order._id, reason },
      {
        onSuccess: () => (toast.success(`${order.drugName} stopped`), close()),
        onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Failed to stop the medicine'),
      },
    );
  };
  return (
    <Modal opened={order !== null} onClose={close} title="Stop medicine" centered>
      {order && (
        <Stack gap="sm">
          <Text size="sm">
            {order.drugName} {order.dose} · {order.frequency}
          </Text>
          <TextInput
            label="Reason"
            required
            value={reason}
            onChange={(e) => (setReason(e.currentTarget.value), setError(null))}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={stop.isPending} onClick={save}>
              Stop medicine
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
