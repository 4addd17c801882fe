import { DOSE_REASON_NEEDED, type MarDoseInput, type MedicationOrder } from '@clinic/shared/admissions';
import { marOutcome, type MarOutcome } from '@clinic/shared/status';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError, safetyWarnings } from '../../../lib/api-client.ts';
import { formatClinicTime } from '../../../lib/clinic-clock.ts';
import { useChartDose } from '../api/ward-round.queries.ts';

export type DoseToChart = { order: MedicationOrder; scheduledAt: string };

/** Charts one dose: given, or held / refused / missed with the reason. */
export function ChartDoseDialog({
  admissionId,
  dose,
  timeZone,
  onClose,
}: {
  admissionId: string;
  dose: DoseToChart | null;
  timeZone: string;
  onClose: () => void;
}) {
  const chart = useChartDose(admissionId);
  const [outcome, setOutcome] = useState<MarOutcome>('Given');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The server's allergy warning for a dose about to be given; the nurse goes on only with a reason.
  const [warning, setWarning] = useState<string | null>(null);
  const [overrideReason, setOverrideReason] = useState('');
  // Left alone, the server records the dose as given now; a nurse charting later enters when.
  const [givenAt, setGivenAt] = useState('');
  const close = () => (
    setGivenAt(''),
    setOutcome('Given'),
    setReason(''),
    setError(null),
    setWarning(null),
    setOverrideReason(''),
    onClose()
  );
  const save = () => {
    if (!dose) return;
    if (outcome !== 'Given' && !reason.trim()) return setError(DOSE_REASON_NEEDED);
    const input: MarDoseInput = {
      orderId: dose.order._id,
      scheduledAt: dose.scheduledAt,
      outcome,
      reason,
      overrideReason,
      givenAt: outcome === 'Given' && givenAt ? new Date(givenAt).toISOString() : undefined,
    };
    chart.mutate(input, {
      onSuccess: () => {
        toast.success(`Dose charted: ${outcome}`);
        close();
      },
      onError: (e) => {
        const warned = safetyWarnings(e);
        if (warned) return setWarning(warned.overrideReason ?? e.message);
        toast.error(e instanceof ApiError ? e.message : 'Failed to chart the dose');
      },
    });
  };
  return (
    <Modal opened={dose !== null} onClose={close} title="Chart a dose" centered>
      {dose && (
        <Stack gap="sm">
          <Text size="sm">
            <strong>{dose.order.drugName}</strong> {dose.order.dose} · {dose.order.route} · {dose.order.frequency}
            <br />
            Due at {formatClinicTime(dose.scheduledAt, timeZone)}
          </Text>
          <SegmentedControl
            data={[...marOutcome.states]}
            value={outcome}
            onChange={(v) => (setOutcome(v), setError(null))}
            aria-label="Outcome"
          />
          {outcome === 'Given' && (
            <TextInput
              type="datetime-local"
              label="Time given"
              description="Leave empty if given just now"
              value={givenAt}
              onChange={(e) => setGivenAt(e.currentTarget.value)}
            />
          )}
          {outcome !== 'Given' && (
            <Textarea
              label="Reason"
              required
              autosize
              minRows={2}
              value={reason}
              onChange={(e) => (setReason(e.currentTarget.value), setError(null))}
              error={error}
            />
          )}
          {warning && outcome === 'Given' && (
            <Alert color="red" variant="light" title="Allergy warning" p="xs">
              <Text size="sm">{warning}</Text>
              <TextInput
                mt={4}
                size="xs"
                label="Reason to give it"
                value={overrideReason}
                onChange={(e) => setOverrideReason(e.currentTarget.value)}
              />
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button loading={chart.isPending} onClick={save}>
              Save
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
