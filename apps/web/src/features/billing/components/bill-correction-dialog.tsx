import { refundModeOf, type BillSummary } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { billingQueries } from '../api/billing.queries.ts';
import { CreditNoteForm, RefundForm } from './bill-corrections.tsx';

/** Corrects a finalized bill: a credit note lowers what is owed; any excess paid is refunded. */
export function BillCorrectionDialog({ summary, onClose }: { summary: BillSummary; onClose: () => void }) {
  const bill = useQuery(billingQueries.bill(summary._id));
  return (
    <Modal opened onClose={onClose} title={`Correct bill ${summary.number}`} size="xl">
      <QueryState query={bill} error="Failed to load the bill. Please try again." loadingLabel="Loading bill">
        {(b) => (
          <Stack>
            <Text size="sm">
              Total {formatPaise(b.totalPaise)}
              {b.creditNotePaise > 0 && ` · credit notes ${formatPaise(b.creditNotePaise)}`} · paid{' '}
              {formatPaise(b.paidPaise)} ·{' '}
              {b.balancePaise < 0 ? `excess ${formatPaise(-b.balancePaise)}` : `balance ${formatPaise(b.balancePaise)}`}
            </Text>
            <Title order={3} size="h5">
              Credit note
            </Title>
            <CreditNoteForm billId={b._id} patient={b.patient} />
            {b.balancePaise < 0 && (
              <>
                <Title order={3} size="h5">
                  Refund of the excess
                </Title>
                <RefundForm billId={b._id} refundablePaise={-b.balancePaise} paidBy={refundModeOf(b.payments)} />
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
