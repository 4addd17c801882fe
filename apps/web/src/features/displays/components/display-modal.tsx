import { CHOOSE_DISPLAY_DOCTORS, type CreatedDisplay } from '@clinic/shared/appointments';
import { Alert, Button, CopyButton, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateDisplay } from '../api/displays.queries.ts';

/** The link a display opens, on this server. */
export const displayLink = (key: string) => `${window.location.origin}/display/${key}`;

/**
 * A new waiting-hall display: a name and the doctors it shows. The link is shown once, here: the
 * server keeps only a hash of its key.
 */
export function DisplayModal({
  doctors,
  onClose,
}: {
  doctors: { value: string; label: string }[];
  onClose: () => void;
}) {
  const create = useCreateDisplay();
  const [name, setName] = useState('');
  const [doctorIds, setDoctorIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<CreatedDisplay | null>(null);
  const save = () => {
    const missing: Record<string, string> = {};
    if (!name.trim()) missing.name = 'Name the display';
    if (doctorIds.length === 0) missing.doctorIds = CHOOSE_DISPLAY_DOCTORS;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    create.mutate(
      { name, doctorIds },
      {
        onSuccess: (done) => setCreated(done),
        onError: (e) => {
          if (e instanceof ApiError && Object.keys(e.fields).length > 0) setErrors(e.fields);
          else toast.error(e instanceof ApiError ? e.message : 'Failed to create the display');
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={created ? 'Display created' : 'Add display'} centered size="lg">
      {created ? (
        <Stack>
          <Alert color="yellow" title="Copy this link now">
            It is shown only once. Open it on the waiting-hall TV; anyone with the link sees the tokens and first names
            of {created.display.doctors.map((d) => d.name).join(', ')}.
          </Alert>
          <TextInput label="Display link" value={displayLink(created.key)} readOnly aria-label="Display link" />
          <Group justify="flex-end">
            <CopyButton value={displayLink(created.key)}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <TextInput
            label="Name"
            placeholder="e.g. OPD waiting hall, ground floor"
            value={name}
            maxLength={60}
            onChange={(e) => (setName(e.currentTarget.value), setErrors({}))}
            error={errors.name}
          />
          <MultiSelect
            label="Doctors shown"
            placeholder="Choose doctors"
            searchable
            data={doctors}
            value={doctorIds}
            onChange={(v) => (setDoctorIds(v), setErrors({}))}
            error={errors.doctorIds}
          />
          <Text size="xs" c="dimmed">
            The screen shows token numbers and first names only, and needs no sign-in.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={save} loading={create.isPending}>
              Create display
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
