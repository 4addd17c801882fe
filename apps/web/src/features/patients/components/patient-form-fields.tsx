import { abhaNumberDigits, abhaNumberWarning } from '@clinic/shared/abdm';
import { INDIAN_STATE_NAMES } from '@clinic/shared/india';
import {
  BLOOD_GROUPS,
  GENDERS,
  MARITAL_STATUSES,
  PATIENT_CATEGORIES,
  TITLES,
  type PatientInput,
} from '@clinic/shared/patients';
import { Select, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';

type Form = UseFormReturn<PatientInput>;
type Name = keyof PatientInput;

/** A text input bound to the form, with its error. */
export function Field({
  form,
  name,
  label,
  required,
  ...rest
}: { form: Form; name: Name; label: string; required?: boolean } & Record<string, unknown>) {
  const error = form.formState.errors[name]?.message;
  return <TextInput label={label} withAsterisk={required} error={error} {...form.register(name)} {...rest} />;
}

/**
 * The ABHA number, with the card's check digit tested as it is typed: a failing digit is said
 * under the field (a warning; the server saves it all the same).
 */
export function AbhaNumberField({ form }: { form: Form }) {
  const typed = form.watch('abhaNumber') ?? '';
  const digits = abhaNumberDigits(typed);
  const warning = form.formState.errors.abhaNumber ? null : abhaNumberWarning(digits);
  return (
    <Field
      form={form}
      name="abhaNumber"
      label="ABHA number"
      placeholder="12-3456-7890-1234"
      inputMode="numeric"
      maxLength={20}
      description={warning}
      styles={warning ? { description: { color: 'var(--mantine-color-orange-9)' } } : undefined}
    />
  );
}

/** A select bound to the form; '' means no choice. */
export function Choice({
  form,
  name,
  label,
  data,
  required,
}: {
  form: Form;
  name: Name;
  label: string;
  data: readonly string[];
  required?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          ref={field.ref}
          label={label}
          withAsterisk={required}
          data={[...data]}
          searchable={data.length > 8}
          clearable={!required}
          value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export const OPTIONS = {
  categories: PATIENT_CATEGORIES,
  titles: TITLES,
  genders: GENDERS,
  marital: MARITAL_STATUSES,
  bloodGroups: BLOOD_GROUPS,
  states: INDIAN_STATE_NAMES,
};
