import {
  prescriptionTemplateInputSchema,
  type PrescriptionTemplateInput,
  type PrescriptionTemplateList,
  type TemplateScope,
} from '@clinic/shared/encounters';
import { Alert, Button, Group, Input, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { failed } from '../../../lib/failed.ts';
import { useSaveTemplate } from '../api/prescription-templates.queries.ts';
import { medicinesCount } from './prescription-lines.ts';

/** The first message of each field, keyed by its path ('name', 'lines.0.frequency'). */
function issuesOf(payload: PrescriptionTemplateInput): Record<string, string> {
  const parsed = prescriptionTemplateInputSchema.safeParse(payload);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** A line's message as the doctor reads it on the form: "Medicine 2: Enter the dose". */
function lineMessage(errors: Record<string, string>): string | undefined {
  const [path, message] = Object.entries(errors).find(([k]) => k.startsWith('lines')) ?? [];
  if (!path) return undefined;
  const index = /^lines\.(\d+)/.exec(path)?.[1];
  return index === undefined ? message : `Medicine ${Number(index) + 1}: ${message}`;
}

/** "Save as template": the prescription's lines and advice under a name, for the doctor or their department. */
export function SaveTemplateDialog({
  opened,
  onClose,
  lines,
  advice,
  department,
}: {
  opened: boolean;
  onClose: () => void;
  lines: PrescriptionTemplateInput['lines'];
  advice: string;
  department: PrescriptionTemplateList['department'];
}) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TemplateScope>('Personal');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTemplate();

  const close = () => {
    setErrors({});
    onClose();
  };
  const submit = () => {
    const payload: PrescriptionTemplateInput = { name, scope, lines, advice };
    const invalid = issuesOf(payload);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    save.mutate(payload, {
      onSuccess: (saved) => {
        toast.success(`Template "${saved.name}" saved`);
        setName('');
        close();
      },
      onError: (err) => {
        if (err instanceof ApiError) setErrors(err.status === 409 ? { name: err.message } : err.fields);
        failed(err, 'Failed to save the template. Please try again.');
      },
    });
  };
  const linesError = lineMessage(errors);

  return (
    <Modal opened={opened} onClose={close} title="Save as template">
      <Stack>
        <Text size="sm" c="dimmed">
          {medicinesCount(lines.length)} from this prescription{advice.trim() ? ', with the advice' : ''}.
        </Text>
        <TextInput
          label="Template name"
          required
          data-autofocus
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setErrors((current) => ({ ...current, name: '' }));
          }}
          error={errors.name || undefined}
        />
        <Input.Wrapper label="Who uses it">
          <SegmentedControl<TemplateScope>
            fullWidth
            aria-label="Who uses it"
            value={scope}
            onChange={setScope}
            data={[
              { value: 'Personal', label: 'Mine' },
              {
                value: 'Department',
                label: department ? `My department (${department.name})` : 'My department',
                disabled: !department,
              },
            ]}
          />
        </Input.Wrapper>
        {linesError && (
          <Alert color="red" variant="light" p="xs">
            {linesError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save template'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
