import { OPERATION_TIMES, type OperationNoteInput, type OperationTime, type Surgery } from '@clinic/shared/theatre';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useClinicTimeZone } from '../../../lib/clinic-clock.ts';
import { failed } from '../../../lib/failed.ts';
import { formatDay } from '../../../lib/format.ts';
import { useOperationNote } from '../api/theatre.queries.ts';
import { defaultNoteTimes } from './note-times.ts';

type Implant = { name: string; batch: string; serial: string };

/** The surgeon's operation note; saving it completes the surgery and charges it to the patient. */
export function OperationNoteForm({ surgery, onClose }: { surgery: Surgery; onClose: () => void }) {
  const timeZone = useClinicTimeZone();
  const [note, setNote] = useState<Partial<OperationNoteInput>>(() => ({
    preOpDiagnosis: '',
    postOpDiagnosis: '',
    procedureDone: surgery.procedure.name,
    findings: '',
    complications: '',
    ...defaultNoteTimes(surgery, new Date(), timeZone),
  }));
  const [implants, setImplants] = useState<Implant[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();
  const save = useOperationNote(surgery._id);
  const set = <K extends keyof OperationNoteInput>(key: K, value: OperationNoteInput[K]) => {
    setNote((n) => ({ ...n, [key]: value }));
    setErrors((e) => {
      const next = { ...e };
      delete next[key];
      return next;
    });
  };
  const text = (key: 'preOpDiagnosis' | 'postOpDiagnosis' | 'procedureDone', label: string) => (
    <TextInput
      label={label}
      required
      value={note[key] ?? ''}
      onChange={(e) => set(key, e.currentTarget.value)}
      error={errors[key]}
    />
  );
  const clock = (key: OperationTime) => (
    <TextInput
      type="time"
      label={OPERATION_TIMES[key]}
      required
      value={note[key] ?? ''}
      onChange={(e) => set(key, e.currentTarget.value)}
      error={errors[key]}
    />
  );
  const submit = () => {
    setErrors({});
    setMessage(undefined);
    save.mutate({ ...note, implants } as OperationNoteInput, {
      onSuccess: () => {
        toast.success('Operation note saved; the surgery is completed');
        onClose();
      },
      onError: (err) => {
        if (err instanceof ApiError) {
          setErrors(err.fields);
          setMessage(err.message);
        }
        failed(err, 'Failed to save the operation note. Please try again.');
      },
    });
  };
  return (
    <Modal opened onClose={onClose} title={`Operation note — ${surgery.procedure.name}`} size="xl">
      <Stack>
        <Text size="sm" c="dimmed">
          {surgery.patient.name} ({surgery.patient.mrn}) · {surgery.theatre.identifier} · {formatDay(surgery.date)}
        </Text>
        <SimpleGrid cols={2}>
          {text('preOpDiagnosis', 'Pre-operative diagnosis')}
          {text('postOpDiagnosis', 'Post-operative diagnosis')}
        </SimpleGrid>
        {text('procedureDone', 'Procedure done')}
        <Textarea
          label="Findings"
          autosize
          minRows={2}
          value={note.findings ?? ''}
          onChange={(e) => set('findings', e.currentTarget.value)}
        />
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              Implants
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => setImplants((l) => [...l, { name: '', batch: '', serial: '' }])}
            >
              Add implant
            </Button>
          </Group>
          {implants.map((imp, i) => (
            <Group key={i} align="flex-end" wrap="nowrap">
              {(['name', 'batch', 'serial'] as const).map((k) => (
                <TextInput
                  key={k}
                  label={k === 'name' ? 'Implant' : k === 'batch' ? 'Batch' : 'Serial'}
                  required={k === 'name'}
                  value={imp[k]}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setImplants((l) => l.map((x, j) => (j === i ? { ...x, [k]: v } : x)));
                  }}
                  error={errors[`implants.${i}.${k}`]}
                  style={{ flex: k === 'name' ? 2 : 1 }}
                />
              ))}
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label="Remove implant"
                onClick={() => setImplants((l) => l.filter((_, j) => j !== i))}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <SimpleGrid cols={2}>
          <Textarea
            label="Complications"
            autosize
            minRows={1}
            value={note.complications ?? ''}
            onChange={(e) => set('complications', e.currentTarget.value)}
          />
          <NumberInput
            label="Blood loss (ml)"
            required
            min={0}
            allowDecimal={false}
            value={note.bloodLossMl ?? ''}
            onChange={(v) => set('bloodLossMl', typeof v === 'number' ? v : (undefined as unknown as number))}
            error={errors.bloodLossMl}
          />
        </SimpleGrid>
        <SimpleGrid cols={4}>
          {clock('inTheatreAt')}
          {clock('outOfTheatreAt')}
          {clock('anaesthesiaStartAt')}
          {clock('anaesthesiaEndAt')}
        </SimpleGrid>
        {message && (
          <Alert color="red" title="The note was not saved">
            {message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save & complete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
