import { CLAIM_DOCUMENTS, PAYER_KINDS, payerInputSchema, type Payer, type PayerInput } from '@clinic/shared/insurance';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { blankToNull, setServerErrors, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { useSavePayer } from '../api/insurance.queries.ts';

const DOCUMENT_OPTIONS = Object.entries(CLAIM_DOCUMENTS).map(([value, label]) => ({
  value,
  label: `${label} (${value})`,
}));

function defaultsOf(p: Payer | null): PayerInput {
  return {
    name: p?.name ?? '',
    kind: p?.kind ?? 'Insurer',
    code: p?.code ?? '',
    participantCode: p?.participantCode ?? '',
    contactName: p?.contactName ?? '',
    phone: p?.phone ?? '',
    email: p?.email ?? '',
    address: p?.address ?? '',
    gstin: p?.gstin ?? '',
    creditDays: p?.creditDays ?? 30,
    contractFrom: p?.contractFrom ?? null,
    contractTo: p?.contractTo ?? null,
    requiredDocuments: p?.requiredDocuments ?? [],
    isActive: p?.isActive ?? true,
  };
}

/**
 * Adds or edits a payer: who it is and what kind, how to reach it, its contract's dates and credit
 * days, and the documents it asks for with a claim. A retired payer stays on old covers and bills.
 */
export function PayerModal({ value, onClose }: { value: Payer | 'new'; onClose: () => void }) {
  const editing = value === 'new' ? null : value;
  const form = useForm<PayerInput>({ resolver: zodResolver(payerInputSchema), defaultValues: defaultsOf(editing) });
  useClearErrorOnEdit(form);
  const save = useSavePayer(editing?._id ?? null);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(editing ? `${saved.name} updated` : `${saved.name} added`);
      onClose();
    } catch (err) {
      // A 409 is a name or code already taken: the message says which; it shows under the name.
      const message = setServerErrors(form.setError, err, 'name', 'Failed to save the payer. Please try again.');
      if (message) toast.error(message);
    }
  });

  return (
    <Modal opened onClose={onClose} title={editing ? 'Edit payer' : 'Add payer'} size="xl">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Payer form">
        <Stack>
          <SimpleGrid cols={3}>
            <TextInput
              label="Name"
              withAsterisk
              data-autofocus
              error={errors.name?.message}
              {...form.register('name')}
            />
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <Select
                  label="Kind"
                  withAsterisk
                  data={[...PAYER_KINDS]}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(v) => field.onChange(v)}
                  error={errors.kind?.message}
                />
              )}
            />
            <TextInput label="Code" withAsterisk error={errors.code?.message} {...form.register('code')} />
            <TextInput
              label="Claims exchange participant code"
              error={errors.participantCode?.message}
              {...form.register('participantCode')}
            />
            <TextInput label="Contact person" error={errors.contactName?.message} {...form.register('contactName')} />
            <TextInput label="Phone" inputMode="tel" error={errors.phone?.message} {...form.register('phone')} />
            <TextInput label="Email" type="email" error={errors.email?.message} {...form.register('email')} />
            <TextInput label="GSTIN" error={errors.gstin?.message} {...form.register('gstin')} />
            <TextInput
              label="Credit days"
              type="number"
              min={0}
              max={365}
              error={errors.creditDays?.message}
              {...form.register('creditDays', { valueAsNumber: true })}
            />
            <TextInput
              label="Contract from"
              type="date"
              error={errors.contractFrom?.message}
              {...form.register('contractFrom', { setValueAs: blankToNull })}
            />
            <TextInput
              label="Contract to"
              type="date"
              error={errors.contractTo?.message}
              {...form.register('contractTo', { setValueAs: blankToNull })}
            />
          </SimpleGrid>
          <Textarea
            label="Address"
            autosize
            minRows={2}
            error={errors.address?.message}
            {...form.register('address')}
          />
          <Controller
            control={form.control}
            name="requiredDocuments"
            render={({ field }) => (
              <MultiSelect
                label="Documents asked for with a claim"
                data={DOCUMENT_OPTIONS}
                value={field.value ?? []}
                onChange={field.onChange}
                searchable
                clearable
              />
            )}
          />
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <Switch
                label="Active"
                description="Turn off to retire it; covers and bills already naming it keep it"
                checked={field.value ?? true}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Processing...' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
