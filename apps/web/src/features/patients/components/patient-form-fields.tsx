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
