import {
  joinName,
  REFERRAL_STATES,
  REFERRAL_TYPES,
  referralInputSchema,
  REQUIRED_FIELDS,
  splitName,
  type Referral,
  type ReferralInput,
} from '@clinic/shared/referrals';
import { SPECIALITIES } from '@clinic/shared/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useClearErrorOnEdit } from '../../../lib/form-helpers.ts';

/** The form splits the referral's name into first, middle and last (000 §2.2). */
const formSchema = referralInputSchema.omit({ name: true }).extend({
  firstName: z.string().trim().min(1, REQUIRED_FIELDS),
  middleName: z.string().trim().optional(),
  lastName: z.string().trim().min(1, REQUIRED_FIELDS),
});
export type ReferralFormValues = z.input<typeof formSchema>;

export function toFormValues(r?: Referral): ReferralFormValues {
  return {
    ...splitName(r?.name ?? ''),
    referralType: (r?.referralType ?? '') as ReferralFormValues['referralType'],
    referralCode: r?.referralCode ?? '',
    speciality: (r?.speciality ?? '') as ReferralFormValues['speciality'],
    qualification: r?.qualification ?? '',
    hospitalName: r?.hospitalName ?? '',
    address: r?.address ?? '',
    city: r?.city ?? '',
    state: r?.state ?? '',
    pinCode: r?.pinCode ?? '',
    email: r?.email ?? '',
    phone: r?.phone ?? '',
  };
}

/** Order of the spec's checks: required fields first, then email, then phone. */
const MESSAGE_ORDER = [
  REQUIRED_FIELDS,
  'Please enter a valid email address',
  'Please enter a valid 10-digit phone number',
];

export function ReferralForm({
  defaultValues,
  error,
  onSubmit,
  actions,
}: {
  defaultValues: ReferralFormValues;
  error: string | undefined;
  onSubmit: (input: ReferralInput) => void;
  actions: ReactNode;
}) {
  const form = useForm<ReferralFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  useClearErrorOnEdit(form);
  const { errors } = form.formState;
  const messages = Object.values(errors).map((e) => e?.message);
  const banner = error ?? MESSAGE_ORDER.find((m) => messages.includes(m)) ?? messages.find(Boolean);
  const submit = form.handleSubmit(({ firstName, middleName, lastName, ...rest }) =>
    onSubmit({ ...rest, name: joinName({ firstName, middleName, lastName }) }),
  );
  const invalid = (name: keyof ReferralFormValues) => (errors[name] ? true : undefined);
  const text = (name: keyof ReferralFormValues, label: string, required = false) => (
    <TextInput label={label} withAsterisk={required} error={invalid(name)} {...form.register(name)} />
  );
  const select = (name: keyof ReferralFormValues, label: string, data: readonly string[], required = false) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          withAsterisk={required}
          data={[...data]}
          searchable={data.length > 8}
          clearable={!required}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={invalid(name)}
        />
      )}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Referral form">
      <Stack maw={900}>
        {banner && (
          <Alert color="red" role="alert">
            {banner}
          </Alert>
        )}
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('firstName', 'First name', true)}
            {text('middleName', 'Middle name')}
            {text('lastName', 'Last name', true)}
            {select('referralType', 'Referral type', REFERRAL_TYPES, true)}
            {text('referralCode', 'Referral code', true)}
            {select('speciality', 'Speciality', SPECIALITIES)}
            {text('qualification', 'Qualification')}
            {text('hospitalName', 'Hospital name')}
            {text('phone', 'Phone', true)}
            {text('email', 'Email')}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack>
            <Textarea
              label="Address"
              withAsterisk
              autosize
              minRows={2}
              error={invalid('address')}
              {...form.register('address')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {text('city', 'City')}
              {select('state', 'State', REFERRAL_STATES)}
              {text('pinCode', 'Pin code')}
            </SimpleGrid>
          </Stack>
        </Paper>
        {actions}
      </Stack>
    </form>
  );
}
