import { SERVICE_CATEGORIES, serviceInputSchema, type Service, type ServiceInput } from '@clinic/shared/services';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { NON_PAYABLE_ITEMS, NON_PAYABLE_LISTS } from '@clinic/shared/billing';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyFieldErrors, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { useSaveService } from '../api/services.queries.ts';

/** The regulator's four lists, as the select's groups. */
const NON_PAYABLE_GROUPS = Object.entries(NON_PAYABLE_LISTS).map(([list, title]) => ({
  group: title,
  items: NON_PAYABLE_ITEMS.filter((i) => String(i.list) === list).map((i) => i.name),
}));

function initial(service: Service | undefined): ServiceInput {
  return {
    name: service?.name ?? '',
    category: (service?.category ?? '') as ServiceInput['category'],
    description: service?.description ?? '',
    duration: service ? String(service.duration) : '',
    price: service ? String(service.price) : '',
    isActive: service?.isActive ?? true,
    nonPayableItem: service?.nonPayableItem ?? null,
  };
}

/** Add or edit a service; duration and price are converted to numbers before they are sent. */
export function ServiceModal({ service, onClose }: { service: Service | undefined; onClose: () => void }) {
  const form = useForm<ServiceInput>({
    resolver: zodResolver(serviceInputSchema),
    defaultValues: initial(service),
    reValidateMode: 'onSubmit',
  });
  useClearErrorOnEdit(form);
  const save = useSaveService(service?._id);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, duration: Number(values.duration), price: Number(values.price) },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (err) => {
          const fallback = service ? 'Failed to update service' : 'Failed to add service';
          const message = applyFieldErrors(form, err, fallback);
          if (message) toast.error(err instanceof ApiError && err.status === 409 ? err.message : fallback);
        },
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title={service ? 'Edit Service' : 'Add Service'} centered size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Service form">
        <Stack>
          <TextInput label="Name" withAsterisk error={errors.name?.message} {...form.register('name')} />
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Select
                label="Category"
                withAsterisk
                data={[...SERVICE_CATEGORIES]}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={errors.category?.message}
              />
            )}
          />
          <Textarea label="Description" autosize minRows={2} {...form.register('description')} />
          <SimpleGrid cols={2}>
            <TextInput
              label="Duration (minutes)"
              withAsterisk
              inputMode="numeric"
              error={errors.duration?.message}
              {...form.register('duration')}
            />
            <TextInput
              label="Price (₹)"
              withAsterisk
              inputMode="decimal"
              error={errors.price?.message}
              {...form.register('price')}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="nonPayableItem"
            render={({ field }) => (
              <Select
                label="Non-payable by insurers"
                description="The regulator's non-medical item it is: an insured patient pays it, not the payer"
                placeholder="Payable"
                searchable
                clearable
                data={NON_PAYABLE_GROUPS}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v)}
                error={errors.nonPayableItem?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <Switch
                label="Active"
                checked={field.value ?? true}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : service ? 'Update' : 'Add'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
