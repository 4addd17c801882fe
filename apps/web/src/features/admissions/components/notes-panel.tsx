import { NOTE_KINDS, noteInputSchema, type Note, type NoteInput, type NoteKind } from '@clinic/shared/admissions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { applyFieldErrors, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { stayQueries, useAddNote } from '../api/ward-round.queries.ts';
import { useStayPermissions } from './use-stay-permissions.ts';

const KIND_LABELS: Record<NoteKind, string> = {
  Progress: 'Ward round',
  Nursing: 'Nursing note',
  Observation: 'Observation',
  Addendum: 'Addendum',
};
const KIND_COLORS: Record<NoteKind, string> = {
  Progress: 'blue',
  Nursing: 'teal',
  Observation: 'grape',
  Addendum: 'gray',
};
const EMPTY: NoteInput = { kind: 'Progress', subjective: '', examination: '', plan: '', text: '' };

function NoteForm({ admissionId, kinds }: { admissionId: string; kinds: NoteKind[] }) {
  const add = useAddNote(admissionId);
  const start = { ...EMPTY, kind: kinds[0] ?? 'Addendum' };
  const form = useForm<NoteInput>({ resolver: zodResolver(noteInputSchema), defaultValues: start });
  useClearErrorOnEdit(form);
  const kind = form.watch('kind');
  const errors = form.formState.errors;
  const save = (input: NoteInput) =>
    add.mutate(input, {
      onSuccess: () => {
        toast.success(`${KIND_LABELS[input.kind]} saved`);
        form.reset({ ...EMPTY, kind: input.kind });
      },
      onError: (error) => {
        const message = applyFieldErrors(form, error, 'Failed to save the note');
        if (message) toast.error(message);
      },
    });
  return (
    <form noValidate aria-label="Write a note" onSubmit={(e) => void form.handleSubmit(save)(e)}>
      <Stack gap="xs">
        {kinds.length > 1 && (
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <SegmentedControl
                size="xs"
                data={kinds.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
                value={field.value}
                onChange={field.onChange}
                w="fit-content"
              />
            )}
          />
        )}
        {kind === 'Progress' ? (
          <Group grow align="flex-start">
            <Textarea
              label="Subjective"
              autosize
              minRows={2}
              {...form.register('subjective')}
              error={errors.subjective?.message}
            />
            <Textarea label="Examination" autosize minRows={2} {...form.register('examination')} />
            <Textarea label="Plan" autosize minRows={2} {...form.register('plan')} />
          </Group>
        ) : (
          <Textarea
            label={KIND_LABELS[kind]}
            autosize
            minRows={2}
            {...form.register('text')}
            error={errors.text?.message}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={add.isPending}>
            Add note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NoteCard({ note }: { note: Note }) {
  const parts: [string, string][] =
    note.kind === 'Progress'
      ? [
          ['S', note.subjective],
          ['E', note.examination],
          ['P', note.plan],
        ]
      : [['', note.text]];
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="note">
      <Group justify="space-between" mb={4}>
        <Badge variant="light" color={KIND_COLORS[note.kind]}>
          {KIND_LABELS[note.kind]}
        </Badge>
        <Text size="xs" c="dimmed">
          {note.writtenBy} ({note.writtenByRole}) · {formatDateTime(note.writtenAt)}
        </Text>
      </Group>
      {parts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Text key={label} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {label && <strong>{label}: </strong>}
            {value}
          </Text>
        ))}
    </Paper>
  );
}

/**
 * Ward-round progress notes, nursing notes and observations, newest first; each is signed by its
 * writer and never changed. A discharged stay takes only an addendum.
 */
export function NotesPanel({ admissionId, discharged }: { admissionId: string; discharged: boolean }) {
  const notes = useQuery(stayQueries.notes(admissionId));
  const { canWriteProgress, canWriteNursing } = useStayPermissions();
  const kinds = NOTE_KINDS.filter((k) =>
    discharged
      ? k === 'Addendum'
      : (k === 'Progress' && canWriteProgress) || ((k === 'Nursing' || k === 'Observation') && canWriteNursing),
  );
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        Observations and notes
      </Title>
      {(canWriteProgress || canWriteNursing) && kinds.length > 0 && (
        <Paper withBorder p="sm" radius="md" mb="md">
          <NoteForm key={kinds.join()} admissionId={admissionId} kinds={kinds} />
        </Paper>
      )}
      <QueryState
        query={notes}
        error="Failed to load the notes. Please try again."
        isEmpty={(rows) => rows.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No notes yet
          </Text>
        }
      >
        {(rows) => (
          <Stack gap="xs">
            {rows.map((n) => (
              <NoteCard key={n._id} note={n} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
