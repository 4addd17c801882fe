import { SHORTFALL_ACTIONS, SHORTFALL_LABELS, type Receivable, type ShortfallAction } from '@clinic/shared/insurance';
import { formatPaise, toPaise } from '@clinic/shared/money';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { failed } from '../../../lib/failed.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { useSettle } from '../api/receivables.queries.ts';

type Deduction = { reason: string; rupees: number | string };
const paiseOf = (v: number | string) => toPaise(Number(v) || 0);

/**
 * Posts a payer's settlement: what reached the bank (UTR and date), the TDS it kept, its
 * deductions by reason, and what becomes of a shortfall (kept open to re-submit, written off, or
 * moved to the patient). The shortfall is worked out as the amounts are typed.
 */
export function SettlementDialog({
  receivable: r,
  today,
  onClose,
}: {
  receivable: Receivable;
  today: string;
  onClose: () => void;
}) {
  const can = useCan();
  const [paid, setPaid] = useState<number | string>('');
  const [tds, setTds] = useState<number | string>('');
  const [utr, setUtr] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const [deductions, setDeductions] = useState<Deduction[]>([]);
  const [action, setAction] = useState<ShortfallAction>('reprocess');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const settle = useSettle(r.claimId ?? '');
  const shortfall = r.outstandingPaise - paiseOf(paid) - paiseOf(tds);
  const deducted = deductions.reduce((n, d) => n + paiseOf(d.rupees), 0);
  const setDeduction = (i: number, next: Partial<Deduction>) =>
    setDeductions((all) => all.map((d, n) => (n === i ? { ...d, ...next } : d)));
  const save = async () => {
    setErrors({});
    try {
      await settle.mutateAsync({
        paidPaise: paiseOf(paid),
        tdsPaise: paiseOf(tds),
        utr,
        paidOn,
        deductions: deductions.map((d) => ({ reason: d.reason, paise: paiseOf(d.rupees) })),
        shortfall: shortfall > 0 ? action : 'reprocess',
      });
      toast.success(`Settlement recorded on ${r.billNumber}`);
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      failed(err, 'Failed to record the settlement. Please try again.');
    }
  };
  const money = (label: string, value: number | string, set: (v: number | string) => void, error?: string) => (
    <NumberInput
      label={label}
      prefix="₹"
      min={0}
      decimalScale={2}
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      value={value}
      onChange={set}
      error={error}
    />
  );
  return (
    <Modal opened onClose={onClose} title="Record settlement" size="lg">
      <Stack>
        <Text size="sm">
          {r.billNumber} · {r.payerName} · outstanding {formatPaise(r.outstandingPaise)}
        </Text>
        <SimpleGrid cols={2}>
          {money('Amount received', paid, setPaid, errors.paidPaise)}
          {money('TDS (s.194J)', tds, setTds, errors.tdsPaise)}
          <TextInput label="UTR" value={utr} onChange={(e) => setUtr(e.currentTarget.value)} error={errors.utr} />
          <TextInput label="Paid on" type="date" value={paidOn} onChange={(e) => setPaidOn(e.currentTarget.value)} />
        </SimpleGrid>
        <Group justify="space-between">
          <Text fw={600} size="sm">
            Deductions by reason
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            onClick={() => setDeductions((all) => [...all, { reason: '', rupees: '' }])}
          >
            Add deduction
          </Button>
        </Group>
        {deductions.map((d, i) => (
          <Group key={i} gap="xs" wrap="nowrap">
            <TextInput
              aria-label={`Deduction ${i + 1} reason`}
              placeholder="Reason"
              style={{ flex: 1 }}
              value={d.reason}
              onChange={(e) => setDeduction(i, { reason: e.currentTarget.value })}
            />
            <NumberInput
              aria-label={`Deduction ${i + 1} amount`}
              prefix="₹"
              w={140}
              min={0}
              decimalScale={2}
              value={d.rupees}
              onChange={(v) => setDeduction(i, { rupees: v })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove deduction ${i + 1}`}
              onClick={() => setDeductions((all) => all.filter((_, n) => n !== i))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {errors.deductions && (
          <Text size="xs" c="red">
            {errors.deductions}
          </Text>
        )}
        {shortfall > 0 && (
          <Alert color="orange" title={`Shortfall ${formatPaise(shortfall)}`}>
            <Text size="sm" mb="xs">
              Deductions entered: {formatPaise(deducted)}
            </Text>
            <Radio.Group value={action} onChange={(v) => setAction(v)} aria-label="Shortfall">
              <Stack gap={6}>
                {SHORTFALL_ACTIONS.filter((a) => a !== 'write-off' || can('claims.write-off')).map((a) => (
                  <Radio key={a} value={a} label={SHORTFALL_LABELS[a]} />
                ))}
              </Stack>
            </Radio.Group>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={settle.isPending}>
            {settle.isPending ? 'Processing...' : 'Record settlement'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
