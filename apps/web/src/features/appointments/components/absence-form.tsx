import { absenceInputSchema, type AbsenceResult } from '@clinic/shared/appointments';
import { Button, Group, Paper, SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { todayIso } from '../../../lib/format.ts';
import { useMarkAbsence } from '../api/absences.queries.ts';

type Kind = 'leave' | 'late';
const EMPTY = { doctorId: '', fromDate: '', toDate: '', arrivesAt: '', reason: '' };

function resultText(r: AbsenceResult): string {
  const who = r.absence.doctorName;
  const what = r.absence.kind === 'leave' ? 'on leave' : `arriving at ${r.absence.arrivesAt ?? ''}`;
  if (r.affected === 0) return `${who} marked ${what}; no bookings are affected`;
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return `${who} marked ${what}: ${count(r.affected, 'booking')} flagged, ${count(r.told, 'patient')} messaged`;
}

/** Marks a doctor's leave (from one day to another) or late arrival (one day, with the time). */
export function AbsenceForm({ doctors }: { doctors: { value: string; label: string }[] }) {
  const [kind, setKind] = useState<Kind>('leave');
  const [v, setV] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mark = useMarkAbsence();
  const set = (field: keyof typeof EMPTY) => (value: string) => setV((old) => ({ ...old, [field]: value }));

  function submit() {
    const input =
      kind === 'leave'
        ? { kind, fromDate: v.fromDate, toDate: v.toDate || v.fromDate, reason: v.reason }
        : { kind, date: v.fromDate, arrivesAt: v.arrivesAt, reason: v.reason };
    const parsed = absenceInputSchema.safeParse(input);
    const found: Record<string, string> = {};
    if (!v.doctorId) found.doctorId = 'Choose a doctor';
    for (const issue of parsed.error?.issues ?? []) found[String(issue.path[0] ?? 'kind')] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    mark.mutate(
      { doctorId: v.doctorId, input: parsed.data },
      {
        onSuccess: (result) => (toast.success(resultText(result)), setV(EMPTY)),
        onError: (e) => toast.error(e.message || 'Failed to mark the absence'),
      },
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <SegmentedControl
        mb="sm"
        value={kind}
        onChange={(value) => (setKind(value), setErrors({}))}
        data={[
          { value: 'leave', label: 'On leave' },
          { value: 'late', label: 'Arriving late' },
        ]}
        aria-label="Absence"
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Select
          label="Doctor"
          withAsterisk
          searchable
          data={doctors}
          value={v.doctorId || null}
          onChange={(value) => set('doctorId')(value ?? '')}
          error={errors.doctorId}
        />
        <TextInput
          type="date"
          label={kind === 'leave' ? 'From' : 'Day'}
          withAsterisk
          min={todayIso()}
          value={v.fromDate}
          onChange={(e) => set('fromDate')(e.currentTarget.value)}
          error={errors.fromDate ?? errors.date}
        />
        {kind === 'leave' ? (
          <TextInput
            type="date"
            label="To"
            description="The same day when left empty"
            min={v.fromDate || todayIso()}
            value={v.toDate}
            onChange={(e) => set('toDate')(e.currentTarget.value)}
            error={errors.toDate}
          />
        ) : (
          <TextInput
            type="time"
            label="Arrives at"
            withAsterisk
            value={v.arrivesAt}
            onChange={(e) => set('arrivesAt')(e.currentTarget.value)}
            error={errors.arrivesAt}
          />
        )}
        <TextInput
          label="Reason"
          maxLength={200}
          value={v.reason}
          onChange={(e) => set('reason')(e.currentTarget.value)}
          error={errors.reason}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button onClick={submit} loading={mark.isPending}>
          {kind === 'leave' ? 'Mark leave and tell patients' : 'Mark late arrival and tell patients'}
        </Button>
      </Group>
    </Paper>
  );
}
