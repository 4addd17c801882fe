import {
  DUE_DATE_RULES,
  REGION_TYPES,
  SUPPLIER_STATES,
  supplierInputSchema,
  type Supplier,
  type SupplierInput,
} from '@clinic/shared/inventory';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveSupplier } from '../api/inventory.queries.ts';

export function SupplierModal({ supplier, onClose }: { supplier: Supplier | undefined; onClose: () => void }) {
  const form = useForm<SupplierInput>({
    resolver: zodResolver(supplierInputSchema),
    defaultValues: {
      name: supplier?.name ?? '',
      gstNumber: supplier?.gstNumber ?? '',
      regionType: (supplier?.regionType ?? 'Local') as SupplierInput['regionType'],
      phoneNumber: supplier?.phoneNumber ?? '',
      address: supplier?.address ?? '',
      city: supplier?.city ?? '',
      state: (supplier?.state ?? 'Maharashtra') as SupplierInput['state'],
      pinCode: supplier?.pinCode ?? '',
      dueDateForBill: (supplier?.dueDate ?? '45 days after bill date') as SupplierInput['dueDateForBill'],
    },
  });
  const save = useSaveSupplier(supplier?._id);
  const { errors } = form.formState;
  const select = (name: 'regionType' | 'state' | 'dueDateForBill', label: string, data: readonly string[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={[...data]}
          value={field.value ?? null}
          allowDeselect={false}
          onChange={(v) => field.onChange(v)}
        />
      )}
    />
  );
  const submit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: () => {
          toast.success(supplier ? 'Supplier updated successfully!' : 'Supplier added successfully!');
          onClose();
        },
        onError: (err) => toast.error(err instanceof ApiError ? err.message : 'Failed to save supplier'),
      }),
    (errs) => {
      const message = Object.values(errs)[0]?.message;
      if (message) toast.error(message);
    },
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={supplier ? 'Edit Supplier/Distributor' : 'Add Supplier/Distributor'}
      centered
      size="lg"
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Supplier form">
        <Stack>
          <SimpleGrid cols={2}>
            <TextInput label="Name" withAsterisk error={errors.name?.message} {...form.register('name')} />
            <TextInput
              label="GST number"
              withAsterisk
              maxLength={15}
              error={errors.gstNumber?.message}
              {...form.register('gstNumber')}
            />
            <TextInput
              label="Phone number"
              withAsterisk
              maxLength={10}
              error={errors.phoneNumber?.message}
              {...form.register('phoneNumber')}
            />
            {select('regionType', 'Region', REGION_TYPES)}
          </SimpleGrid>
          <TextInput label="Address" withAsterisk {...form.register('address')} />
          <SimpleGrid cols={3}>
            <TextInput label="City" {...form.register('city')} />
            {select('state', 'State', SUPPLIER_STATES)}
            <TextInput label="Pin code" error={errors.pinCode?.message} {...form.register('pinCode')} />
          </SimpleGrid>
          {select('dueDateForBill', 'Due date for bill', DUE_DATE_RULES)}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Processing...' : supplier ? 'Update' : 'Add'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
