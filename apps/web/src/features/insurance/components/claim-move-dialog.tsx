import { claimMoveSchema, type ClaimCase, type ClaimMove, type ClaimStage } from '@clinic/shared/insurance';
import { toPaise } from '@clinic/shared/money';
import { claimStatus, type ClaimStatus } from '@clinic/shared/status';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NumberInput, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { numberOrZero, setServerErrors, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { useMoveClaim } from '../api/claims.queries.ts';

/** What the note holds for each move; the shared schema requires it where the payer or desk must say why. */
const NOTE_LABEL: Partial<Record<ClaimStatus, string>> = {
  Queried: "Payer's query",
  Answered: 'Answer sent to the payer',
  Rejected: "Payer's reason",
  Cancelled: 'Reason for cancelling',
};
const NOTE_REQUIRED: ClaimStatus[] = ['Queried', 'Answered', 'Rejected', 'Cancelled'];

/**
 * One move of a claim along its machine, with what it carries: a choice of outcomes when there
 * are several (the payer's reply), the amount where one is asked for, the note and the payer's
 * reference. Field messages, the server's too, show under their fields; anything else as a toast.
 */
export function ClaimMoveDialog({
  admissionId,
  claim,
  title,
  choices,
  stage,
  amount,
  sentAmountPaise = 0,
  withReference = false,
  submitLabel,
  done,
  color,
  children,
  onClose,
}: {
  admissionId: string;
  claim: ClaimCase;
  title: string;
  /** The states this dialog may move to; the first is chosen at the start. */
  choices: [ClaimStatus, ...ClaimStatus[]];
  stage?: ClaimStage;
  /** The amount field, shown only for the listed moves. */
  amount?: { label: string; shownFor: ClaimStatus[]; initialPaise: number };
  /** The amount sent when no field asks for one (a request's estimate total, or none). */
  sentAmountPaise?: number;
  withReference?: boolean;
  submitLabel: string;
  /** The toast after the move is recorded. */
  done: string;
  color?: string;
  children?: ReactNode;
  onClose: () => void;
}) {
  const move = useMoveClaim(admissionId, claim._id);
  const form = useForm<ClaimMove>({
    resolver: zodResolver(claimMoveSchema),
    defaultValues: {
      to: choices[0],
      stage,
      amountPaise: amount?.initialPaise ?? sentAmountPaise,
      note: '',
      reference: withReference ? claim.payerReference : '',
    },
  });
  useClearErrorOnEdit(form);
  const { errors } = form.formState;
  const to = useWatch({ control: form.control, name: 'to' });
  const asksAmount = amount?.shownFor.includes(to) ?? false;
  const submit = form.handleSubmit(async (values) => {
    try {
      await move.mutateAsync({ ...values, amountPaise: asksAmount ? values.amountPaise : sentAmountPaise });
      toast.success(done);
      onClose();
    } catch (err) {
      const message = setServerErrors(form.setError, err, undefined, 'Failed to record it. Please try again.');
      if (message) toast.error(message);
    }
  });
  return (
    <Modal opened onClose={onClose} title={title} size={choices.length > 1 ? 'lg' : 'md'} centered>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {claim.number} · {claim.payerName}
            {claim.tpaName ? ` via ${claim.tpaName}` : ''}
          </Text>
          {children}
          {choices.length > 1 && (
            <Controller
              control={form.control}
              name="to"
              render={({ field }) => (
                <Radio.Group
                  label="What the payer decided"
                  value={field.value}
                  onChange={(v) => field.onChange(v)}
                  error={errors.to?.message}
                >
                  <Group mt="xs">
                    {choices.map((s) => (
                      <Radio key={s} value={s} label={claimStatus.label(s)} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
          )}
          {amount && asksAmount && (
            <Controller
              control={form.control}
              name="amountPaise"
              render={({ field }) => (
                <NumberInput
                  label={amount.label}
                  withAsterisk
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  thousandsGroupStyle="lakh"
                  prefix="₹"
                  value={typeof field.value === 'number' ? field.value / 100 : ''}
                  onChange={(v) => field.onChange(toPaise(numberOrZero(v)))}
                  error={errors.amountPaise?.message}
                />
              )}
            />
          )}
          <Textarea
            label={NOTE_LABEL[to] ?? 'Note'}
            withAsterisk={NOTE_REQUIRED.includes(to)}
            autosize
            minRows={2}
            maxRows={6}
            error={errors.note?.message}
            {...form.register('note')}
          />
          {withReference && (
            <TextInput label="Payer's reference" error={errors.reference?.message} {...form.register('reference')} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" color={color} disabled={move.isPending}>
              {move.isPending ? 'Processing...' : submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
