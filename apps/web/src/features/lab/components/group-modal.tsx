import { groupInputSchema, type Group as LabGroup, type GroupInput } from '@clinic/shared/lab';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, MultiSelect, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { applyFieldErrors, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { servicesQuery } from '../../services/api/services.queries.ts';
import { labQueries, useSaveGroup } from '../api/lab.queries.ts';

const blank: GroupInput = { name: '', serviceId: '', sampleType: '', parameterIds: [], isActive: true };

/** Adds or edits a group (panel): its name, the Laboratory service that orders it, sample and parameters in report order. */
export function GroupModal({ group, onClose }: { group: LabGroup | 'new'; onClose: () => void }) {
  const editing = group === 'new' ? null : group;
  const form = useForm<GroupInput>({
    resolver: zodResolver(groupInputSchema),
    defaultValues: editing
      ? {
          name: editing.name,
          serviceId: editing.serviceId,
          sampleType: editing.sampleType,
          parameterIds: editing.parameters.map((p) => p._id),
          isActive: editing.isActive,
        }
      : blank,
  });
  useClearErrorOnEdit(form);
  const services = useQuery(servicesQuery);
  const parameters = useQuery(labQueries.allParameters());
  const save = useSaveGroup(editing?._id ?? null);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(editing ? 'Group updated' : 'Group added');
      onClose();
    } catch (err) {
      const message = applyFieldErrors(form, err, 'Failed to save the group. Please try again.');
      if (message) toast.error(message);
    }
  });
  const labServices = (services.data ?? []).filter((s) => s.category === 'Laboratory');

  return (
    <Modal opened onClose={onClose} title={editing ? 'Edit group' : 'Add group'} size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Group form">
        <Stack>
          <TextInput
            label="Group name"
            withAsterisk
            placeholder="CBC"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="serviceId"
            render={({ field }) => (
              <Select
                label="Service"
                description="The Laboratory service in the catalogue that orders this group"
                withAsterisk
                searchable
                data={labServices.map((s) => ({ value: s._id, label: s.name }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={errors.serviceId?.message}
              />
            )}
          />
          <TextInput label="Sample type" placeholder="Whole blood (EDTA)" {...form.register('sampleType')} />
          <Controller
            control={form.control}
            name="parameterIds"
            render={({ field }) => (
              <MultiSelect
                label="Parameters"
                description="In the order the report prints them"
                withAsterisk
                searchable
                data={(parameters.data?.data ?? []).map((p) => ({ value: p._id, label: `${p.name} (${p.unit})` }))}
                value={field.value}
                onChange={field.onChange}
                error={errors.parameterIds?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <Switch label="Active" checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Processing...' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
