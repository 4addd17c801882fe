import { clinicProfileInputSchema, type ClinicProfile, type ClinicProfileInput } from '@clinic/shared/clinic';
import { INDIAN_STATE_NAMES } from '@clinic/shared/india';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveClinic } from '../api/clinic.queries.ts';

/**
 * Clinic name, address, state, GSTIN (checked against the state), phone and email, and the
 * pharmacy's drug licence numbers that its invoices must carry.
 */
export function ClinicProfileForm({ profile }: { profile: ClinicProfile }) {
  const form = useForm<ClinicProfileInput>({
    resolver: zodResolver(clinicProfileInputSchema),
    defaultValues: {
      name: profile.name,
      address: profile.address,
      state: (profile.state as ClinicProfileInput['state']) ?? null,
      gstin: profile.gstin ?? '',
      phone: profile.phone ?? '',
      email: profile.email ?? '',
      drugLicenceRetail: profile.drugLicenceRetail ?? '',
      drugLicenceWholesale: profile.drugLicenceWholesale ?? '',
      rohiniId: profile.rohiniId ?? '',
    },
  });
  const save = useSaveClinic();
  const [error, setError] = useState<string>();
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    setError(undefined);
    save.mutate(values, {
      onSuccess: () => toast.success('Clinic profile saved successfully!'),
      onError: (err) => {
        if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
          for (const [field, message] of Object.entries(err.fields))
            form.setError(field as keyof ClinicProfileInput, { message });
        } else {
          setError(err instanceof ApiError ? err.message : 'Failed to save the clinic profile');
        }
      },
    });
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Clinic profile">
      <Stack maw={720}>
        {error && <Alert color="red">{error}</Alert>}
        <TextInput label="Clinic name" withAsterisk error={errors.name?.message} {...form.register('name')} />
        <Textarea label="Address" autosize minRows={2} error={errors.address?.message} {...form.register('address')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="state"
            render={({ field }) => (
              <Select
                label="State"
                searchable
                clearable
                data={INDIAN_STATE_NAMES}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                error={errors.state?.message}
              />
            )}
          />
          <TextInput
            label="GSTIN"
            placeholder="27AAPFU0939F1ZV"
            maxLength={15}
            error={errors.gstin?.message}
            {...form.register('gstin')}
          />
          <TextInput
            label="Phone"
            inputMode="numeric"
            maxLength={10}
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextInput label="Email" type="email" error={errors.email?.message} {...form.register('email')} />
          <TextInput
            label="Drug licence (retail, Forms 20/21)"
            placeholder="KA-B21-123456 / KA-B20-123457"
            error={errors.drugLicenceRetail?.message}
            {...form.register('drugLicenceRetail')}
          />
          <TextInput
            label="Drug licence (wholesale, Forms 20B/21B)"
            placeholder="KA-B21B-123458 / KA-B20B-123459"
            error={errors.drugLicenceWholesale?.message}
            {...form.register('drugLicenceWholesale')}
          />
          <TextInput
            label="ROHINI ID"
            description="For insurers' cashless forms"
            inputMode="numeric"
            maxLength={13}
            error={errors.rohiniId?.message}
            {...form.register('rohiniId')}
          />
        </SimpleGrid>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save profile'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
