import { ROLE_LABELS, ROLES } from '@clinic/shared/auth';
import { createStaffSchema, SPECIALITIES, type CreateStaffInput } from '@clinic/shared/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { toPaise } from '@clinic/shared/money';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/form-helpers.ts';
import { rolesQueries } from '../../roles/api/roles.queries.ts';
import { FollowUpFields } from './follow-up-fields.tsx';

export type StaffFormValues = CreateStaffInput;

const SIGNING_ROLES = ['doctor', 'lab', 'radiology'] as const;
const QUALIFICATION_EXAMPLE = {
  doctor: 'MBBS, MD (Medicine)',
  lab: 'MBBS, MD (Pathology)',
  radiology: 'MBBS, MD (Radiodiagnosis)',
};

/** Puts the server's field messages (400 fields, 409 duplicate email) on the form's fields. */
export function applyServerErrors(err: unknown, setError: UseFormSetError<StaffFormValues>): string | undefined {
  // A 409 about the email goes on the field; the last-administrator refusal goes in the banner.
  const onEmail = err instanceof ApiError && /email/i.test(err.message);
  return setServerErrors(setError, err, onEmail ? 'email' : undefined);
}

/**
 * Name, email, phone, roles; for a doctor the speciality and consultation fee; for those who sign
 * (doctor, lab, radiology) the qualification and registration number; when editing, the active flag.
 */
export function StaffForm({
  defaultValues,
  mode,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  defaultValues: StaffFormValues;
  mode: 'create' | 'edit';
  busy: boolean;
  error: string | undefined;
  onSubmit: (values: StaffFormValues, setError: UseFormSetError<StaffFormValues>) => void;
  onCancel: () => void;
}) {
  const form = useForm<StaffFormValues>({ resolver: zodResolver(createStaffSchema), defaultValues });
  const { errors } = form.formState;
  const roles = form.watch('roles');
  // Those who sign what is printed: prescriptions, lab reports and radiology reports.
  const signer = SIGNING_ROLES.find((r) => roles.includes(r));
  const customRoles = (useQuery(rolesQueries.list()).data?.custom ?? []).map((r) => ({ value: r._id, label: r.name }));
  const submit = form.handleSubmit((values) => onSubmit(values, form.setError));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={mode === 'create' ? 'Add staff' : 'Edit staff'}>
      <Stack maw={720}>
        {error && <Alert color="red">{error}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" withAsterisk error={errors.name?.message} {...form.register('name')} />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput
            label="Phone"
            inputMode="numeric"
            maxLength={10}
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          {roles.includes('doctor') && (
            <Controller
              control={form.control}
              name="speciality"
              render={({ field }) => (
                <Select
                  label="Speciality"
                  withAsterisk
                  data={[...SPECIALITIES]}
                  searchable
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  error={errors.speciality?.message}
                />
              )}
            />
          )}
          {signer && (
            <>
              <TextInput
                label="Qualification"
                description="Printed under the name on prescriptions and signed reports"
                placeholder={QUALIFICATION_EXAMPLE[signer]}
                error={errors.qualification?.message}
                {...form.register('qualification')}
              />
              <TextInput
                label="Registration number"
                description="Medical council registration, printed on prescriptions and signed reports"
                error={errors.registrationNumber?.message}
                {...form.register('registrationNumber')}
              />
            </>
          )}
          {roles.includes('doctor') && (
            <Controller
              control={form.control}
              name="consultationFeePaise"
              render={({ field }) => (
                <NumberInput
                  label="Consultation fee (₹)"
                  description="Charged with each consultation; empty uses the services catalogue"
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  thousandsGroupStyle="lakh"
                  value={field.value === null || field.value === undefined ? '' : field.value / 100}
                  onChange={(value) => field.onChange(typeof value === 'number' ? toPaise(value) : null)}
                  error={errors.consultationFeePaise?.message}
                />
              )}
            />
          )}
          {roles.includes('doctor') && (
            <Controller
              control={form.control}
              name="followUp"
              render={({ field }) => (
                <FollowUpFields
                  value={field.value}
                  onChange={field.onChange}
                  error={
                    errors.followUp?.message ??
                    errors.followUp?.days?.message ??
                    errors.followUp?.visits?.message ??
                    errors.followUp?.feePaise?.message
                  }
                />
              )}
            />
          )}
        </SimpleGrid>
        <Controller
          control={form.control}
          name="roles"
          render={({ field }) => (
            <Checkbox.Group
              label="Roles"
              description="Built-in roles; give at least one role, built-in or the clinic's own"
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              error={errors.roles?.message}
            >
              <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} mt="xs">
                {ROLES.map((role) => (
                  <Checkbox key={role} value={role} label={ROLE_LABELS[role]} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        {customRoles.length > 0 && (
          <Controller
            control={form.control}
            name="customRoleIds"
            render={({ field }) => (
              <MultiSelect
                label="The clinic's own roles"
                description="Made under Settings → Roles"
                data={customRoles}
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.customRoleIds?.message}
                searchable
                clearable
                maw={480}
              />
            )}
          />
        )}
        {mode === 'edit' && (
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <Switch
                label="Active (can sign in)"
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        )}
        <Group>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : mode === 'create' ? 'Add staff' : 'Save changes'}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
