import { departmentInputSchema, type Department, type DepartmentInput } from '@clinic/shared/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { setServerErrors, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { useSaveDepartment } from '../api/departments.queries.ts';

/**
 * Adds or edits a department: its name, whether patients are admitted under it (the admit form
 * offers only those) and whether it is still in use. A retired department stays on old stays.
 */
export function DepartmentModal({ value, onClose }: { value: Department | 'new'; onClose: () => void }) {
  const editing = value === 'new' ? null : value;
  const form = useForm<DepartmentInput>({
    resolver: zodResolver(departmentInputSchema),
    defaultValues: { name: editing?.name ?? '', admits: editing?.admits ?? true, isActive: editing?.isActive ?? true },
  });
  useClearErrorOnEdit(form);
  const save = useSaveDepartment(editing?._id ?? null);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(editing ? `${saved.name} updated` : `${saved.name} added`);
      onClose();
    } catch (err) {
      // A 409 is a name already taken: it belongs under the name.
      const message = setServerErrors(form.setError, err, 'name', 'Failed to save the department. Please try again.');
      if (message) toast.error(message);
    }
  });

  return (
    <Modal opened onClose={onClose} title={editing ? 'Edit department' : 'Add department'}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Department form">
        <Stack>
          <TextInput
            label="Department name"
            withAsterisk
            placeholder="Orthopaedics"
            data-autofocus
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="admits"
            render={({ field }) => (
              <Switch
                label="Admits inpatients"
                description="Offered on the admission form"
                checked={field.value ?? true}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <Switch
                label="Active"
                description="Turn off to retire it; stays already under it keep its name"
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
              {save.isPending ? 'Processing...' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
