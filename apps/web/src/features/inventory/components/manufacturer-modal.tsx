import {
  MANUFACTURER_STATES,
  manufacturerInputSchema,
  type Manufacturer,
  type ManufacturerInput,
} from '@clinic/shared/inventory';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveManufacturer } from '../api/inventory.queries.ts';

export function ManufacturerModal({
  manufacturer,
  onClose,
}: {
  manufacturer: Manufacturer | undefined;
  onClose: () => void;
}) {
  const form = useForm<ManufacturerInput>({
    resolver: zodResolver(manufacturerInputSchema),
    defaultValues: {
      brandName: manufacturer?.brandName ?? '',
      address: manufacturer?.address ?? '',
      city: manufacturer?.city ?? '',
      state: (manufacturer?.state ?? '') as ManufacturerInput['state'],
      pinCode: manufacturer?.pinCode ?? '',
    },
  });
  const save = useSaveManufacturer(manufacturer?._id);
  const { errors } = form.formState;
  const firstError = Object.values(errors)[0]?.message;
  const submit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: () => {
          toast.success(manufacturer ? 'Manufacturer updated successfully!' : 'Manufacturer added successfully!');
          onClose();
        },
        onError: (err) => toast.error(err instanceof ApiError ? err.message : 'Failed to save manufacturer'),
      }),
    () => firstError && toast.error(firstError),
  );
  return (
    <Modal opened onClose={onClose} title={manufacturer ? 'Edit Manufacturer' : 'Add Manufacturer'} centered size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Manufacturer form">
        <Stack>
          <TextInput
            label="Brand name"
            withAsterisk
            error={errors.brandName?.message}
            {...form.register('brandName')}
          />
          <TextInput label="Address" withAsterisk error={errors.address?.message} {...form.register('address')} />
          <SimpleGrid cols={3}>
            <TextInput label="City" {...form.register('city')} />
            <Controller
              control={form.control}
              name="state"
              render={({ field }) => (
                <Select
                  label="State"
                  clearable
                  data={[...MANUFACTURER_STATES]}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                />
              )}
            />
            <TextInput label="Pin code" error={errors.pinCode?.message} {...form.register('pinCode')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Processing...' : manufacturer ? 'Update' : 'Add'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
