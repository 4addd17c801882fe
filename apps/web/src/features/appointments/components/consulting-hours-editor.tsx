import { consultingHoursSchema, WEEKDAYS, type ConsultingBlock } from '@clinic/shared/appointments';
import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { LoadingView } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { appointmentQueries, useSetConsultingHours } from '../api/appointments.queries.ts';

type Row = { weekday: string; start: string; end: string; slotMinutes: string };

const toRow = (b: ConsultingBlock): Row => ({
  weekday: String(b.weekday),
  start: b.start,
  end: b.end,
  slotMinutes: String(b.slotMinutes),
});
const toBlock = (r: Row) => ({
  weekday: Number(r.weekday),
  start: r.start,
  end: r.end,
  slotMinutes: Number(r.slotMinutes),
});
const WEEKDAY_OPTIONS = WEEKDAYS.map((label, i) => ({ value: String(i + 1), label }));

/** A doctor's weekly consulting hours: blocks of weekday, start, end and slot length (clinicAdmin). */
export function ConsultingHoursEditor({ doctorId, doctorName }: { doctorId: string; doctorName: string }) {
  const hours = useQuery(appointmentQueries.consultingHours(doctorId));
  const save = useSetConsultingHours(doctorId);
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (hours.data) setRows(hours.data.blocks.map(toRow));
  }, [hours.data]);

  if (hours.isPending) return <LoadingView label="Loading consulting hours" />;
  if (hours.isError)
    return (
      <ErrorPanel message="Failed to load consulting hours. Please try again." onRetry={() => void hours.refetch()} />
    );

  const edit = (i: number, patch: Partial<Row>) => {
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    setErrors({});
  };
  const submit = () => {
    const parsed = consultingHoursSchema.safeParse({ blocks: rows.map(toBlock) });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.slice(1).join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    save.mutate(parsed.data.blocks, {
      onSuccess: () => toast.success(`Consulting hours of ${doctorName} saved`),
      onError: (error) => toast.error(error.message || 'Failed to save consulting hours'),
    });
  };

  return (
    <Stack maw={720} gap="xs">
      <Title order={2} size="h4">
        Consulting hours
      </Title>
      <Text size="sm" c="dimmed">
        Reception can book {doctorName} only in these hours. Existing appointments are kept when hours change.
      </Text>
      <Table aria-label="Consulting hours" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Day</Table.Th>
            <Table.Th>Start</Table.Th>
            <Table.Th>End</Table.Th>
            <Table.Th>Slot (minutes)</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                <Select
                  aria-label={`Day ${i + 1}`}
                  data={WEEKDAY_OPTIONS}
                  value={r.weekday}
                  onChange={(v) => edit(i, { weekday: v ?? '1' })}
                  allowDeselect={false}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  type="time"
                  aria-label={`Start ${i + 1}`}
                  value={r.start}
                  onChange={(e) => edit(i, { start: e.currentTarget.value })}
                  error={errors[`${i}.start`]}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  type="time"
                  aria-label={`End ${i + 1}`}
                  value={r.end}
                  onChange={(e) => edit(i, { end: e.currentTarget.value })}
                  error={errors[`${i}.end`]}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`Slot minutes ${i + 1}`}
                  inputMode="numeric"
                  value={r.slotMinutes}
                  onChange={(e) => edit(i, { slotMinutes: e.currentTarget.value })}
                  error={errors[`${i}.slotMinutes`]}
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove block ${i + 1}`}
                  onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          No consulting hours: {doctorName} cannot be booked.
        </Text>
      )}
      <Group>
        <Button
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          onClick={() => {
            const last = rows.at(-1);
            const weekday = last ? String((Number(last.weekday) % 7) + 1) : '1';
            setRows([
              ...rows,
              {
                weekday,
                start: last?.start ?? '09:00',
                end: last?.end ?? '13:00',
                slotMinutes: last?.slotMinutes ?? '15',
              },
            ]);
          }}
        >
          Add block
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          Save consulting hours
        </Button>
      </Group>
    </Stack>
  );
}
