import type { LabOrderDetail } from '@clinic/shared/lab';
import { Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBarcode, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useOrderStep } from '../api/lab.queries.ts';
import { usePrintSampleLabel } from './use-lab-prints.tsx';

/** The order's samples: collect one (an accession number, then its label prints), reject it with a reason, reprint the label. */
export function SamplePanel({ detail }: { detail: LabOrderDetail }) {
  const { order, samples } = detail;
  const [sampleType, setSampleType] = useState(detail.sampleType);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const label = usePrintSampleLabel();
  const collect = useOrderStep(order._id, (input: { sampleType: string }) => ({
    path: 'collect',
    method: 'POST',
    body: input,
  }));
  const reject = useOrderStep(order._id, (input: { reason: string }) => ({
    path: 'reject',
    method: 'POST',
    body: input,
  }));
  const [cancelling, setCancelling] = useState(false);
  const cancel = useOrderStep(order._id, (input: { reason: string }) => ({
    path: 'cancel',
    method: 'POST',
    body: input,
  }));
  const current = samples.find((s) => !s.rejectedAt);
  const canCollect = order.status === 'Ordered' || order.status === 'Rejected';

  const onCollect = async () => {
    try {
      const next = await collect.mutateAsync({ sampleType });
      const taken = next.samples[0];
      toast.success(`Sample ${taken?.accessionNumber ?? ''} collected`);
      if (taken) label.print({ detail: next, sample: taken });
    } catch (err) {
      failed(err, 'Failed to record the sample. Please try again.');
    }
  };
  const onReject = async () => {
    try {
      await reject.mutateAsync({ reason });
      setRejecting(false);
      setReason('');
      toast.success('Sample rejected');
    } catch (err) {
      failed(err, 'Failed to reject the sample. Please try again.');
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Sample
        </Title>
        <Group gap="xs">
          {current && (
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              onClick={() => label.print({ detail, sample: current })}
            >
              Print label
            </Button>
          )}
          {order.status === 'Sample collected' && (
            <Button variant="light" color="red" onClick={() => setRejecting(true)}>
              Reject sample
            </Button>
          )}
          {canCollect && (
            <Button variant="subtle" color="red" onClick={() => setCancelling(true)}>
              Cancel order
            </Button>
          )}
        </Group>
      </Group>
      <Stack gap="xs">
        {samples.map((s) => (
          <Text key={s.accessionNumber} size="sm" td={s.rejectedAt ? 'line-through' : undefined}>
            <strong>{s.accessionNumber}</strong> · {s.sampleType || 'Sample'} · collected{' '}
            {formatDateTime(s.collectedAt)} by {s.collectedBy}
            {s.rejectedAt && ` · rejected by ${s.rejectedBy ?? ''}: ${s.rejectionReason ?? ''}`}
          </Text>
        ))}
        {canCollect && (
          <Group align="flex-end">
            <TextInput
              label="Sample type"
              value={sampleType}
              onChange={(e) => setSampleType(e.currentTarget.value)}
              w={240}
            />
            <Button
              leftSection={<IconBarcode size={16} />}
              onClick={() => void onCollect()}
              disabled={collect.isPending}
            >
              {collect.isPending
                ? 'Processing...'
                : order.status === 'Rejected'
                  ? 'Collect new sample'
                  : 'Collect sample'}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={rejecting} onClose={() => setRejecting(false)} title="Reject sample">
        <Stack>
          <TextInput
            label="Reason"
            withAsterisk
            placeholder="Haemolysed, clotted, insufficient …"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void onReject()} disabled={reject.isPending || !reason.trim()}>
              {reject.isPending ? 'Processing...' : 'Reject sample'}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {label.element}
      <ReasonDialog
        opened={cancelling}
        title="Cancel order"
        message={`Cancel ${order.serviceName}? Its charge is cancelled with it.`}
        confirmLabel="Cancel order"
        busy={cancel.isPending}
        onConfirm={(reason) =>
          cancel.mutate(
            { reason },
            {
              onSuccess: () => {
                toast.success('Order cancelled');
                setCancelling(false);
              },
              onError: (err) => failed(err, 'Failed to cancel the order. Please try again.'),
            },
          )
        }
        onCancel={() => setCancelling(false)}
      />
    </Paper>
  );
}
