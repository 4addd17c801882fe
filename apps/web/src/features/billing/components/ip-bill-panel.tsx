import { FINALIZED_WARNING, PAYMENT_MODES, type Bill, type IpBillView } from '@clinic/shared/billing';
import { formatPaise, toPaise } from '@clinic/shared/money';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { clinicQuery } from '../../clinic/api/clinic.queries.ts';
import { billingQueries, useDeposit, useFinalizeIpBill } from '../api/billing.queries.ts';
import { BillPrint } from './bill-print.tsx';
import { IpBillSections } from './ip-bill-sections.tsx';
import { ProvisionalBillPrint } from './provisional-bill-print.tsx';

type Mode = (typeof PAYMENT_MODES)[number];
const failed = (err: unknown, fallback: string) => toast.error(err instanceof ApiError ? err.message : fallback);

function DepositForm({ admissionId }: { admissionId: string }) {
  const [amount, setAmount] = useState<number | string>('');
  const [mode, setMode] = useState<Mode>('Cash');
  const [reference, setReference] = useState('');
  const deposit = useDeposit(admissionId);
  const take = async () => {
    try {
      const receipt = await deposit.mutateAsync({ mode, reference, amountPaise: toPaise(Number(amount) || 0) });
      toast.success(`Deposit received: ${receipt.receiptNumber}`);
      setAmount('');
      setReference('');
    } catch (err) {
      failed(err, 'Failed to take the deposit. Please try again.');
    }
  };
  return (
    <Group align="flex-end">
      <NumberInput
        label="Deposit (₹)"
        min={0}
        decimalScale={2}
        thousandSeparator=","
        value={amount}
        onChange={setAmount}
        w={160}
      />
      <SegmentedControl aria-label="Deposit mode" data={[...PAYMENT_MODES]} value={mode} onChange={setMode} />
      {mode !== 'Cash' && (
        <TextInput
          label={`${mode} reference`}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          w={180}
        />
      )}
      <Button onClick={() => void take()} disabled={deposit.isPending || !(Number(amount) > 0)}>
        {deposit.isPending ? 'Processing...' : 'Take deposit'}
      </Button>
    </Group>
  );
}

function FinalizeDialog({ view, onClose }: { view: IpBillView; onClose: () => void }) {
  const [percent, setPercent] = useState(0);
  const [reason, setReason] = useState('');
  const finalize = useFinalizeIpBill(view.admission._id);
  const confirm = async () => {
    try {
      const bill = await finalize.mutateAsync({ discountPercent: percent, discountReason: reason });
      toast.success(`Bill ${bill.number} finalized`);
      onClose();
    } catch (err) {
      failed(err, 'Failed to finalize the bill. Please try again.');
    }
  };
  return (
    <Modal opened onClose={onClose} title="Finalize bill">
      <Stack>
        <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
          {FINALIZED_WARNING}
        </Alert>
        <Text size="sm">
          Total so far {formatPaise(view.totalPaise)}; deposits {formatPaise(view.paidPaise)}.
        </Text>
        <NumberInput
          label="Discount (%)"
          min={0}
          max={100}
          decimalScale={2}
          value={percent}
          onChange={(v) => setPercent(typeof v === 'number' ? v : 0)}
        />
        <TextInput
          label="Discount reason"
          disabled={percent === 0}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} disabled={finalize.isPending}>
            {finalize.isPending ? 'Processing...' : 'Finalize bill'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** One stay's IP bill (001 §2 "bill"): sections, totals, deposits, print provisional, finalize once. */
export function IpBillPanel({ view }: { view: IpBillView }) {
  const [finalizing, setFinalizing] = useState(false);
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  const client = useQueryClient();
  const printedBy = me.data?.name ?? 'staff';
  const provisional = usePrintJob((v: IpBillView) => (
    <ProvisionalBillPrint view={v} clinic={clinic.data} printedBy={printedBy} />
  ));
  const final = usePrintJob((bill: Bill) => (
    <BillPrint bill={bill} paper="A4" clinic={clinic.data} printedBy={printedBy} />
  ));
  const printFinal = async (id: string) => {
    try {
      final.print(await client.fetchQuery(billingQueries.bill(id)));
    } catch (err) {
      failed(err, 'Failed to load the bill. Please try again.');
    }
  };
  const finalized = view.finalized;
  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {view.patient.name}
            </Title>
            <Text>
              {view.patient.mrn} · {view.admission.ipNumber} · admitted {formatDateTime(view.admission.admittedAt)}
            </Text>
            <Text size="sm" c="dimmed">
              Room days by {view.roomDayRule === 'midnight' ? 'midnight census' : '24-hour cycles'}
            </Text>
          </Stack>
          {finalized ? (
            <Badge color="green" size="lg">
              Finalized {finalized.number}
            </Badge>
          ) : (
            <Badge size="lg">Provisional</Badge>
          )}
        </Group>
      </Paper>
      <IpBillSections lines={view.lines} />
      <Paper withBorder p="md" radius="md">
        <Table aria-label="IP bill totals" fz="sm" withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            {(
              [
                ['Gross', view.grossPaise],
                ['GST', view.taxPaise],
                ['Total', view.totalPaise],
                ['Deposits and payments', view.paidPaise],
                ['Balance', view.balancePaise],
              ] as const
            ).map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td fw={label === 'Total' || label === 'Balance' ? 700 : 400}>{label}</Table.Td>
                <Table.Td ta="right" fw={label === 'Total' || label === 'Balance' ? 700 : 400}>
                  {formatPaise(value)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {view.deposits.length > 0 && (
          <Text size="sm" c="dimmed" mt="xs">
            {view.deposits.map((d) => `${d.receiptNumber} ${d.mode} ${formatPaise(d.amountPaise)}`).join(' · ')}
          </Text>
        )}
      </Paper>
      {!finalized && (
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            Payment / Deposit
          </Title>
          <DepositForm admissionId={view.admission._id} />
        </Paper>
      )}
      <Group justify="flex-end">
        {finalized ? (
          <Button leftSection={<IconPrinter size={16} />} onClick={() => void printFinal(finalized._id)}>
            Print bill
          </Button>
        ) : (
          <>
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => provisional.print(view)}>
              Print provisional bill
            </Button>
            <Button
              color="red"
              onClick={() => setFinalizing(true)}
              disabled={!view.admission.dischargeInitiated && view.admission.status === 'Active'}
              title={view.admission.dischargeInitiated ? undefined : 'Initiate the discharge first'}
            >
              Finalize bill
            </Button>
          </>
        )}
      </Group>
      {!finalized && !view.admission.dischargeInitiated && (
        <Text size="sm" c="dimmed" ta="right">
          The bill is finalized once the ward initiates the discharge.
        </Text>
      )}
      {finalizing && (
        <FinalizeDialog
          view={view}
          onClose={() => {
            setFinalizing(false);
            void client.invalidateQueries({ queryKey: ['billing'] });
          }}
        />
      )}
      {provisional.element}
      {final.element}
    </Stack>
  );
}
