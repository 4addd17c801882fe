import type { AdmitInput } from '@clinic/shared/admissions';
import { Checkbox, Grid, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';

/** Who stays with the patient, and the medico-legal case details when it is one (for the MLC register). */
export function AdmitAttendantFields({ form }: { form: UseFormReturn<AdmitInput> }) {
  const errors = form.formState.errors;
  const isMlc = form.watch('isMlc') ?? false;
  return (
    <Grid align="flex-end">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput label="Attendant name" {...form.register('attendantName')} error={errors.attendantName?.message} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput
          label="Relation"
          placeholder="Son, wife, friend…"
          {...form.register('attendantRelation')}
          error={errors.attendantRelation?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label="Attendant phone"
          inputMode="numeric"
          maxLength={10}
          {...form.register('attendantPhone')}
          error={errors.attendantPhone?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Checkbox label="Medico-legal case (MLC)" mb={8} {...form.register('isMlc')} />
      </Grid.Col>
      {isMlc && (
        <>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label="MLC number" required {...form.register('mlcNumber')} error={errors.mlcNumber?.message} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="Police station informed"
              required
              {...form.register('policeStation')}
              error={errors.policeStation?.message}
            />
          </Grid.Col>
        </>
      )}
    </Grid>
  );
}
