import { PAYER_TYPES, type IpBillView, type PayerType } from '@clinic/shared/billing';
import { formatPaise, toPaise } from '@clinic/shared/money';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { failed } from '../../../lib/failed.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { insuranceQueries } from '../../insurance/api/insurance.queries.ts';
import { useSetContract } from '../api/folio.queries.ts';

const TYPED = 'typed';

/**
 * CONTRACT: who pays. An insurer, TPA or employer pays up to its approved amount, which becomes a
 * receivable from it; the patient pays the rest. The payer is one of the patient's covers (its
 * name and policy come from it) or, for a payer without one, typed in. Fixed on the bill when it
 * is finalized.
 */
export function FolioContract({ view }: { view: IpBillView }) {
  const c = view.contract;
  const [payerType, setPayerType] = useState<PayerType>(c.payerType);
  const [payerName, setPayerName] = useState(c.payerName);
  const [policyNumber, setPolicyNumber] = useState(c.policyNumber);
  const [approved, setApproved] = useState<number | string>(c.approvedPaise ? c.approvedPaise / 100 : '');
  const [coverageId, setCoverageId] = useState<string | null>(c.coverageId);
  const can = useCan();
  const patientId = view.patient._id;
  const covers = useQuery({ ...insuranceQueries.coverages(patientId), enabled: can('coverages.read') });
  const choosable = (covers.data ?? []).filter((x) => x.isActive || x._id === c.coverageId);
  const fromCover = payerType !== 'Self' && coverageId !== null;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSetContract(view.admission._id);
  const locked = view.finalized !== null;
  const submit = async () => {
    setErrors({});
    try {
      const approvedPaise = toPaise(Number(approved) || 0);
      await save.mutateAsync(
        fromCover ? { coverageId, approvedPaise } : { payerType, payerName, policyNumber, approvedPaise },
      );
      toast.success('Contract saved');
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      failed(err, 'Failed to save the contract. Please try again.');
    }
  };
  return (
    <Stack>
      {view.payerSharePaise > 0 && (
        <Alert color="blue">
          Receivable from {c.payerName}: {formatPaise(view.payerSharePaise)}. The patient pays{' '}
          {formatPaise(view.patientDuePaise)}.
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm" maw={520}>
          <SegmentedControl
            aria-label="Payer"
            data={[...PAYER_TYPES]}
            value={payerType}
            onChange={setPayerType}
            disabled={locked}
          />
          {payerType !== 'Self' && choosable.length > 0 && (
            <Select
              label="Cover"
              data={[
                ...choosable.map((x) => ({
                  value: x._id,
                  label: `${x.payerName}${x.tpaName ? ` via ${x.tpaName}` : ''} · ${x.policyNumber || x.employeeId}`,
                })),
                { value: TYPED, label: 'Another payer (type its name)' },
              ]}
              allowDeselect={false}
              value={coverageId ?? TYPED}
              onChange={(v) => setCoverageId(v === TYPED ? null : v)}
              error={errors.coverageId}
              disabled={locked}
            />
          )}
          {payerType !== 'Self' && (
            <>
              {!fromCover && (
                <TextInput
                  label={payerType === 'Corporate' ? 'Company' : 'Insurer / TPA'}
                  required
                  value={payerName}
                  onChange={(e) => setPayerName(e.currentTarget.value)}
                  error={errors.payerName}
                  disabled={locked}
                />
              )}
              {!fromCover && payerType === 'Insurance / TPA' && (
                <TextInput
                  label="Policy number"
                  required
                  value={policyNumber}
                  onChange={(e) => setPolicyNumber(e.currentTarget.value)}
                  error={errors.policyNumber}
                  disabled={locked}
                />
              )}
              <NumberInput
                label="Approved amount (₹)"
                description={fromCover ? 'Leave at 0 until the payer approves' : undefined}
                required={!fromCover}
                min={0}
                decimalScale={2}
                thousandSeparator=","
                thousandsGroupStyle="lakh"
                value={approved}
                onChange={setApproved}
                error={errors.approvedPaise}
                disabled={locked}
              />
            </>
          )}
          {locked ? (
            <Text size="sm" c="dimmed">
              The bill is finalized; the contract on it cannot change.
            </Text>
          ) : (
            <Group>
              <Button onClick={() => void submit()} disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save contract'}
              </Button>
            </Group>
          )}
          {c.updatedBy && c.updatedAt && (
            <Text size="xs" c="dimmed">
              Last changed by {c.updatedBy}, {formatDateTime(c.updatedAt)}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
