import type { RegisterKind } from '@clinic/shared/registers';
import { Button, Group, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { failed } from '../../../lib/failed.ts';
import { REGISTER_FIELDS, type RegisterField } from './register-fields.ts';

type Values = Record<string, string>;

/** The typed values as the server takes them: numbers as numbers, times as instants, blanks left out. */
export function detailsFrom(register: RegisterKind, values: Values): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  for (const field of REGISTER_FIELDS[register]) {
    const value = (values[field.key] ?? '').trim();
    if (value === '') continue;
    if (field.kind === 'number') details[field.key] = Number(value);
    else if (field.kind === 'when') details[field.key] = new Date(value).toISOString();
    else details[field.key] = value;
  }
  return details;
}

/** Stored details back as form values (times on this computer's clock, as typed). */
export function valuesFrom(register: RegisterKind, details: Record<string, unknown>): Values {
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = (iso: string) => {
    const d = new Date(iso);
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  };
  return Object.fromEntries(
    REGISTER_FIELDS[register].map((f) => {
      const v = details[f.key];
      if (v === undefined || v === null) return [f.key, ''];
      if (f.kind === 'when' && typeof v === 'string') return [f.key, local(v)];
      return [f.key, typeof v === 'number' ? String(v) : typeof v === 'string' ? v : ''];
    }),
  );
}

function Field({
  field,
  value,
  error,
  onChange,
}: {
  field: RegisterField;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const common = { label: field.label, withAsterisk: !field.optional, error };
  if (field.kind === 'choice')
    return (
      <Select {...common} data={[...(field.options ?? [])]} value={value || null} onChange={(v) => onChange(v ?? '')} />
    );
  if (field.kind === 'long')
    return (
      <Textarea {...common} autosize minRows={2} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    );
  if (field.kind === 'number')
    return <NumberInput {...common} allowDecimal={false} value={value} onChange={(v) => onChange(String(v))} />;
  if (field.kind === 'when')
    return (
      <TextInput {...common} type="datetime-local" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    );
  return <TextInput {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
}

/**
 * A register entry's fields, checked by the server: each refusal is shown on its field. `extra`
 * goes above them (the patient's MRN, or the reason for a correction).
 */
export function RegisterEntryForm({
  register,
  initial = {},
  extra,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  register: RegisterKind;
  initial?: Values;
  extra?: ReactNode;
  submitLabel: string;
  onSubmit: (details: Record<string, unknown>) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    try {
      await onSubmit(detailsFrom(register, values));
    } catch (err) {
      failed(err, 'Failed to save the entry. Please try again.');
      if (err instanceof ApiError)
        setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, m]) => [k.replace(/^details\./, ''), m])));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {extra}
      <SimpleGrid cols={2} spacing="sm" mt="sm">
        {REGISTER_FIELDS[register].map((field) => (
          <Field
            key={field.key}
            field={field}
            value={values[field.key] ?? ''}
            error={errors[field.key]}
            onChange={(v) => {
              setValues((all) => ({ ...all, [field.key]: v }));
              setErrors((all) => ({ ...all, [field.key]: '' }));
            }}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
