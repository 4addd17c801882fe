import { allergyClassInputSchema, type AllergyClass, type AllergyClassInput } from '@clinic/shared/allergies';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TagsInput, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { setServerErrors, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { useSaveAllergyClass } from '../api/allergies.queries.ts';

/**
 * Adds or edits a drug allergy class: its name and the ingredients in it, one tag each. An allergy
 * recorded to the class matches a drug with any of these ingredients, and an allergy to one of
 * them reaches the rest (cross-sensitivity), so the list is what the checks know.
 */
export function AllergyClassModal({ value, onClose }: { value: AllergyClass | 'new'; onClose: () => void }) {
  const editing = value === 'new' ? null : value;
  const form = useForm<AllergyClassInput>({
    resolver: zodResolver(allergyClassInputSchema),
    defaultValues: { name: editing?.name ?? '', ingredients: editing?.ingredients ?? [] },
  });
  useClearErrorOnEdit(form);
  const save = useSaveAllergyClass(editing?._id ?? null);
  const { errors } = form.formState;
  // The list's own message, or the first ingredient's (the server names `ingredients.3`).
  const ingredientsError =
    errors.ingredients?.message ??
    errors.ingredients?.root?.message ??
    form
      .getValues('ingredients')
      .map((_, i) => errors.ingredients?.[i]?.message)
      .find(Boolean);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(editing ? `${saved.name} updated` : `${saved.name} added`);
      onClose();
    } catch (err) {
      // A 409 is a name already taken: it belongs under the name.
      const message = setServerErrors(form.setError, err, 'name', 'Failed to save the class. Please try again.');
      if (message) toast.error(message);
    }
  });

  return (
    <Modal opened onClose={onClose} title={editing ? 'Edit allergy class' : 'Add allergy class'} size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Allergy class form">
        <Stack>
          <TextInput
            label="Class name"
            withAsterisk
            placeholder="Antitubercular drugs"
            data-autofocus
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="ingredients"
            render={({ field }) => (
              <TagsInput
                label="Ingredients"
                description="Type an ingredient (generic name) and press Enter or a comma"
                withAsterisk
                placeholder={field.value.length > 0 ? 'Add another' : 'e.g. isoniazid'}
                clearable
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={ingredientsError}
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
