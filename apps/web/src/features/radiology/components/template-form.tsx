import { MODALITIES, type Modality, type Template } from '@clinic/shared/radiology';
import { Button, Group, Input, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { failed } from '../../../lib/failed.ts';
import { useSaveTemplate } from '../api/radiology.queries.ts';
import { ReportEditor } from './report-editor.tsx';

/** The spec's create-template form: template name*, description, content*; and the modality it is for. */
export function TemplateForm({
  template,
  initialContent = '',
  initialModality = 'X-ray',
  onSaved,
  onCancel,
}: {
  template?: Template;
  initialContent?: string;
  initialModality?: Modality;
  onSaved: (t: Template) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(template?.name ?? '');
  const [description, setDescription] = useState(template?.description ?? '');
  const [modality, setModality] = useState<Modality>(template?.modality ?? initialModality);
  const [content, setContent] = useState(template?.content ?? initialContent);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTemplate(template?._id);
  const submit = async () => {
    setErrors({});
    try {
      const saved = await save.mutateAsync({ name, description, modality, content });
      toast.success(template ? 'Template saved' : 'Template created');
      onSaved(saved);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      failed(err, 'Failed to save the template. Please try again.');
    }
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Group align="flex-start" grow>
          <TextInput
            label="Template name"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <Select
            label="Modality"
            required
            data={[...MODALITIES]}
            value={modality}
            onChange={(v) => setModality(v ?? 'X-ray')}
            allowDeselect={false}
          />
        </Group>
        <TextInput
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
        />
        <Input.Wrapper label="Content" required error={errors.content}>
          <ReportEditor value={content} onChange={setContent} label="Template content" />
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save template'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
