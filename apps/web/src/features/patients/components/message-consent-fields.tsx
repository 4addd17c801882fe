import { CHANNEL_LABELS, LANGUAGE_LABELS, MESSAGE_CHANNELS, MESSAGE_LANGUAGES } from '@clinic/shared/messages';
import type { PatientInput } from '@clinic/shared/patients';
import { Select } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';

const CHANNELS = [
  { value: 'none', label: 'No messages' },
  ...MESSAGE_CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] })),
];
const LANGUAGES = MESSAGE_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }));

/**
 * The patient's consent to appointment, report and bill messages on their phone: the channel
 * they agreed to (asked at the desk, recorded with its date) and the language.
 */
export function MessageConsentFields({ form }: { form: UseFormReturn<PatientInput> }) {
  return (
    <>
      <Controller
        control={form.control}
        name="messageChannel"
        render={({ field, fieldState }) => (
          <Select
            ref={field.ref}
            label="Messages to the patient"
            description="Only with the patient's consent"
            data={CHANNELS}
            allowDeselect={false}
            value={field.value ?? 'none'}
            onChange={(value) => field.onChange(value ?? 'none')}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="messageLanguage"
        render={({ field, fieldState }) => (
          <Select
            ref={field.ref}
            label="Message language"
            description="English or Hindi"
            data={LANGUAGES}
            allowDeselect={false}
            value={field.value ?? 'en'}
            onChange={(value) => field.onChange(value ?? 'en')}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
