import type { Discount, IpBillView } from '@clinic/shared/billing';
import { Alert, Button, Group, Modal, Paper, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { useDecideDiscount } from '../api/folio.queries.ts';
import { DiscountTable } from './folio-discounts.tsx';

function RejectDialog({ discount, onClose }: { discount: Discount; onClose: () => void }) {
  const [note, setNote] = useState('');
  const decide = useDecideDiscount();
  const reject = async () => {
    try {
      await decide.mutateAsync({ id: discount._id, decision: 'Rejected', note });
      toast.success('Discount rejected');
      onClose();
    } catch (err) {
      failed(err, 'Failed to reject the discount. Please try again.');
    }
  };
  return (
    <Modal opened onClose={onClose} title="Reject discount" centered>
      <Stack>
        <TextInput
          label="Reason for rejecting"
          required
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void reject()} disabled={decide.isPending}>
            Reject
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * AUTHORIZATION: the payer's pre-authorisation (`claims`, the page's claims panel) on top, then
 * the discounts above the clinic's limit. A clinic administrator approves or rejects each
 * (audited); the billing desk sees who decided and when.
 */
export function FolioAuthorization({ view, claims }: { view: IpBillView; claims?: ReactNode }) {
  const isAdmin = useCan()('bills.discount.approve');
  const decide = useDecideDiscount();
  const [rejecting, setRejecting] = useState<Discount | null>(null);
  const needing = view.discounts.filter((d) => d.status === 'Pending approval' || d.decidedAt !== null);
  const approve = async (d: Discount) => {
    try {
      await decide.mutateAsync({ id: d._id, decision: 'Approved', note: '' });
      toast.success('Discount approved');
    } catch (err) {
      failed(err, 'Failed to approve the discount. Please try again.');
    }
  };
  const waiting = view.discounts.some((d) => d.status === 'Pending approval');
  return (
    <Stack>
      {claims}
      {waiting && !isAdmin && (
        <Alert color="orange">
          Waiting for a clinic administrator. The bill cannot be finalized until each discount here is decided.
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <DiscountTable
          discounts={needing}
          actions={
            isAdmin
              ? (d) =>
                  d.status === 'Pending approval' && (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" color="green" onClick={() => void approve(d)} disabled={decide.isPending}>
                        Approve
                      </Button>
                      <Button size="xs" color="red" variant="light" onClick={() => setRejecting(d)}>
                        Reject
                      </Button>
                    </Group>
                  )
              : undefined
          }
        />
      </Paper>
      {rejecting && <RejectDialog discount={rejecting} onClose={() => setRejecting(null)} />}
    </Stack>
  );
}
