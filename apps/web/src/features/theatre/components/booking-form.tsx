import { fullName } from '@clinic/shared/patients';
import { ANAESTHESIA_SPECIALITY, ANAESTHESIA_TYPES, PRE_OP_CHECKS, type SurgeryInput } from '@clinic/shared/theatre';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { theatreQueries, useBookSurgery } from '../api/theatre.queries.ts';
import { numberOrZero } from '../../../lib/form-helpers.ts';

export type SlotChoice = { theatreId: string; date: string; startTime: string };

/** Book a surgery: patient, procedure, team, anaesthesia, theatre and time, equipment and the pre-op checklist. */
export function BookingForm({ slot, onClose }: { slot: SlotChoice; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState<Partial<SurgeryInput>>({
    ...slot,
    durationMinutes: 60,
    checklist: [],
    equipmentIds: [],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const patients = useQuery(theatreQueries.patients(search));
  const procedures = useQuery(theatreQueries.procedures());
  const team = useQuery(theatreQueries.team());
  const theatres = useQuery(theatreQueries.theatres());
  const equipment = useQuery(theatreQueries.equipment());
  const book = useBookSurgery();
  const set = <K extends keyof SurgeryInput>(key: K, value: SurgeryInput[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const doctors = (team.data ?? []).map((d) => ({ value: d._id, label: d.name }));
  const anaesthetists = (team.data ?? [])
    .filter((d) => d.speciality === ANAESTHESIA_SPECIALITY)
    .map((d) => ({ value: d._id, label: d.name }));
  const usable = (equipment.data ?? []).filter(
    (e) => e.status === 'Active' && (e.theatreId === null || e.theatreId === draft.theatreId),
  );
  const submit = () => {
    setErrors({});
    setRefusal(null);
    book.mutate(draft as SurgeryInput, {
      onSuccess: () => {
        toast.success('Surgery booked');
        onClose();
      },
      onError: (err) => {
        if (err instanceof ApiError) {
          setErrors(err.fields);
          if (Object.keys(err.fields).length === 0) setRefusal(err.message);
        } else setRefusal('Failed to book the surgery. Please try again.');
      },
    });
  };
  return (
    <Modal opened onClose={onClose} title="Book surgery" size="xl">
      <Stack>
        {refusal && (
          <Alert color="red" title="Cannot book this slot" role="alert">
            {refusal}
          </Alert>
        )}
        <SimpleGrid cols={2}>
          <Select
            label="Patient"
            required
            placeholder="Type 3 letters of the name"
            searchable
            onSearchChange={setSearch}
            searchValue={search}
            filter={({ options }) => options}
            data={(patients.data?.data ?? []).map((p) => ({
              value: p._id,
              label: `${fullName(p)} · ${p.mrn}${p.isAdmitted ? ' · admitted' : ''}`,
            }))}
            value={draft.patientId ?? null}
            onChange={(v) => set('patientId', v ?? '')}
            nothingFoundMessage={search.length >= 3 ? 'No patient found' : undefined}
            error={errors.patientId}
          />
          <Select
            label="Procedure"
            required
            allowDeselect={false}
            data={(procedures.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
            value={draft.procedureId ?? null}
            onChange={(v) => set('procedureId', v ?? '')}
            error={errors.procedureId}
          />
          <Select
            label="Surgeon"
            required
            allowDeselect={false}
            data={doctors}
            value={draft.surgeonId ?? null}
            onChange={(v) => set('surgeonId', v ?? '')}
            error={errors.surgeonId}
          />
          <Select
            label="Assistant"
            clearable
            data={doctors}
            value={draft.assistantId ?? null}
            onChange={(v) => set('assistantId', v)}
          />
          <Select
            label="Anaesthetist"
            required
            allowDeselect={false}
            data={anaesthetists}
            value={draft.anaesthetistId ?? null}
            onChange={(v) => set('anaesthetistId', v ?? '')}
            error={errors.anaesthetistId}
          />
          <Select
            label="Anaesthesia type"
            required
            allowDeselect={false}
            data={[...ANAESTHESIA_TYPES]}
            value={draft.anaesthesiaType ?? null}
            onChange={(v) => set('anaesthesiaType', (v ?? undefined) as SurgeryInput['anaesthesiaType'])}
            error={errors.anaesthesiaType}
          />
        </SimpleGrid>
        <SimpleGrid cols={4}>
          <Select
            label="Theatre"
            required
            allowDeselect={false}
            data={(theatres.data ?? [])
              .filter((t) => t.status === 'Active')
              .map((t) => ({ value: t._id, label: t.identifier }))}
            value={draft.theatreId ?? null}
            onChange={(v) => set('theatreId', v ?? '')}
            error={errors.theatreId}
          />
          <TextInput
            type="date"
            label="Date"
            required
            value={draft.date ?? ''}
            onChange={(e) => set('date', e.currentTarget.value)}
            error={errors.date}
          />
          <TextInput
            type="time"
            label="Start"
            required
            value={draft.startTime ?? ''}
            onChange={(e) => set('startTime', e.currentTarget.value)}
            error={errors.startTime}
          />
          <NumberInput
            label="Expected duration (min)"
            required
            min={15}
            step={15}
            value={draft.durationMinutes}
            onChange={(v) => set('durationMinutes', numberOrZero(v))}
            error={errors.durationMinutes}
          />
        </SimpleGrid>
        <MultiSelect
          label="Equipment needed"
          data={usable.map((e) => ({
            value: e._id,
            label: e.theatre ? `${e.name} (${e.theatre})` : `${e.name} (movable)`,
          }))}
          value={draft.equipmentIds ?? []}
          onChange={(v) => set('equipmentIds', v)}
        />
        <Checkbox.Group
          label="Pre-op checklist"
          value={draft.checklist ?? []}
          onChange={(v) => set('checklist', v as SurgeryInput['checklist'])}
        >
          <Group mt={4}>
            {PRE_OP_CHECKS.map((c) => (
              <Checkbox key={c} value={c} label={c} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={book.isPending}>
            Book surgery
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
