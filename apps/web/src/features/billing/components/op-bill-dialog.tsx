import { FINALIZED_WARNING, priceBill, type Bill, type PendingCharge } from '@clinic/shared/billing';
import { formatPaise, toPaise } from '@clinic/shared/money';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { PaperSize } from '../../../components/print/print-document.tsx';
import { KEYS } from '../../../components/shortcuts/keys.ts';
import { useDeskShortcuts } from '../../../components/shortcuts/use-desk-shortcuts.ts';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { billingQueries, useOpBill, useOpDiscountRequest } from '../api/billing.queries.ts';
import { BillTotals } from './bill-totals.tsx';
import { DiscountFields, useBillDiscount } from './op-bill-discount.tsx';
import { PaymentFields, type PaymentMode } from './op-bill-payment.tsx';

function ChargeList({
  charges,
  chosen,
  onToggle,
}: {
  charges: PendingCharge[];
  chosen: Set<string>;
  onToggle: (id: string) => void;
}) {
  return (
    <Table aria-label="Charges to bill" verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={36} />
          <Table.Th>Service</Table.Th>
          <Table.Th>Added</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {charges.map((c) => (
          <Table.Tr key={c._id}>
            <Table.Td>
              <Checkbox
                aria-label={`Bill ${c.serviceName}`}
                checked={chosen.has(c._id)}
                onChange={() => onToggle(c._id)}
              />
            </Table.Td>
            <Table.Td>
              {c.serviceName}
              <Text size="xs" c="dimmed">
                {c.category}
              </Text>
            </Table.Td>
            <Table.Td>{formatDateTime(c.createdAt)}</Table.Td>
            <Table.Td ta="right">{formatPaise(c.amountPaise)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The form of the dialog: charges, discount, what is paid and how, and the live totals. */
function OpBillForm({
  patientId,
  charges,
  approvalPercent,
  onDone,
  onSent,
  onCancel,
}: {
  patientId: string;
  charges: PendingCharge[];
  approvalPercent: number;
  onDone: (bill: Bill, paper: PaperSize) => void;
  onSent: () => void;
  onCancel: () => void;
}) {
  const [chosen, setChosen] = useState(() => new Set(charges.map((c) => c._id)));
  const [mode, setMode] = useState<PaymentMode>('Cash');
  const [reference, setReference] = useState('');
  const [paid, setPaid] = useState<number | null>(null);
  const [paper, setPaper] = useState<PaperSize>('A5');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useOpBill();
  const ask = useOpDiscountRequest();
  const canApprove = useCan()('bills.discount.approve');
  const lines = charges.filter((c) => chosen.has(c._id));
  const discount = useBillDiscount(lines.reduce((s, l) => s + l.amountPaise, 0));
  const priced = priceBill(lines, discount.percent, discount.flatPaise);
  const needsApproval = discount.effectivePercent > approvalPercent && !canApprove;
  const paidPaise = paid === null ? priced.totalPaise : toPaise(paid);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useDeskShortcuts(
    [
      {
        keys: KEYS.save,
        label: needsApproval ? 'Send the discount for approval' : 'Confirm and print the bill',
        run: () => confirmButton.current?.click(),
      },
    ],
    'dialog',
  );
  const toggle = (id: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const confirm = async () => {
    setErrors({});
    const asked = {
      patientId,
      chargeIds: lines.map((c) => c._id),
      discountPercent: discount.percent,
      discountFlatPaise: discount.flatPaise,
      discountReason: discount.reason,
    };
    try {
      if (needsApproval) {
        await ask.mutateAsync(asked);
        onSent();
        return;
      }
      const bill = await save.mutateAsync({ ...asked, payment: { mode, reference, amountPaise: paidPaise } });
      onDone(bill, paper);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) setErrors(err.fields);
      toast.error(err instanceof ApiError ? err.message : 'Failed to finalize the bill. Please try again.');
    }
  };

  return (
    <Stack>
      <Alert color="orange" py="xs" icon={<IconAlertTriangle size={18} />}>
        {FINALIZED_WARNING}
      </Alert>
      {/* The list scrolls so that the totals and Confirm stay on a 768-pixel-high screen. */}
      <ScrollArea.Autosize mah="max(150px, calc(100dvh - 560px))" type="auto" offsetScrollbars>
        <ChargeList charges={charges} chosen={chosen} onToggle={toggle} />
      </ScrollArea.Autosize>
      <SimpleGrid cols={2}>
        <DiscountFields
          discount={discount}
          approvalPercent={approvalPercent}
          needsApproval={needsApproval}
          errors={errors}
        />
        {!needsApproval && (
          <PaymentFields
            paid={paid === null ? priced.totalPaise / 100 : paid}
            onPaid={setPaid}
            mode={mode}
            onMode={setMode}
            reference={reference}
            onReference={setReference}
            errors={errors}
          />
        )}
      </SimpleGrid>
      <BillTotals
        rows={[
          [
            ['Gross', priced.grossPaise],
            // -0 would print as "-₹0.00".
            ['Discount', -priced.discountPaise || 0],
            ['Round off', priced.roundOffPaise],
          ],
          [
            ['Total', priced.totalPaise],
            ...(needsApproval
              ? []
              : ([
                  ['Paid', paidPaise],
                  ['Balance', priced.totalPaise - paidPaise],
                ] as [string, number][])),
          ],
        ]}
      />
      <Group justify="space-between">
        <SegmentedControl aria-label="Paper" data={['A5', '80mm']} value={paper} onChange={(v) => setPaper(v)} />
        <Group>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            ref={confirmButton}
            onClick={() => void confirm()}
            disabled={save.isPending || ask.isPending || lines.length === 0}
          >
            {save.isPending || ask.isPending
              ? 'Processing...'
              : needsApproval
                ? 'Send for approval'
                : 'Confirm & print'}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** The appointment bill dialog (001 §2): a patient's pending OP charges billed, paid and printed. */
export function OpBillDialog({
  patientId,
  onClose,
  onBilled,
}: {
  patientId: string;
  onClose: () => void;
  onBilled: (bill: Bill, paper: PaperSize) => void;
}) {
  const pending = useQuery(billingQueries.opPending(patientId));
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={pending.data ? `Bill · ${pending.data.patient.name} (${pending.data.patient.mrn})` : 'Bill'}
    >
      <QueryState
        query={pending}
        error="Failed to load the charges. Please try again."
        loadingLabel="Loading charges"
        isEmpty={(d) => d.charges.length === 0}
        empty={<Text c="dimmed">No pending charges to bill.</Text>}
      >
        {(d) => (
          <OpBillForm
            patientId={patientId}
            charges={d.charges}
            approvalPercent={d.discountApprovalPercent}
            onCancel={onClose}
            onSent={() => {
              toast.success('Discount sent for approval; the bill is made when it is approved');
              onClose();
            }}
            onDone={(bill, paper) => {
              toast.success(`Bill ${bill.number} finalized`);
              onBilled(bill, paper);
            }}
          />
        )}
      </QueryState>
    </Modal>
  );
}
