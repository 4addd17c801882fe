import { INTAKE_ROUTES, IO_RECORDED, OUTPUT_ROUTES, type IoKind } from '@clinic/shared/admissions';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { formatClinicTime, useClinicTimeZone, useClinicToday } from '../../../lib/clinic-clock.ts';
import { failed } from '../../../lib/failed.ts';
import { intakeOutputQueries, useRecordIo } from '../api/intake-output.queries.ts';

const ml = (n: number) => `${n.toLocaleString('en-IN')} ml`;

function IoForm({ admissionId }: { admissionId: string }) {
  const [kind, setKind] = useState<IoKind>('Intake');
  const [route, setRoute] = useState<string | null>('Oral');
  const [volume, setVolume] = useState<number | string>('');
  const [note, setNote] = useState('');
  const record = useRecordIo(admissionId);
  const routes = kind === 'Intake' ? INTAKE_ROUTES : OUTPUT_ROUTES;
  const save = () =>
    record.mutate(
      { kind, route: route ?? '', volumeMl: Number(volume), note },
      {
        onSuccess: () => (toast.success(IO_RECORDED), setVolume(''), setNote('')),
        onError: (e) => failed(e, 'Failed to record. Please try again.'),
      },
    );
  return (
    <Group align="flex-end" mb="md" wrap="wrap">
      <SegmentedControl
        aria-label="Intake or output"
        data={['Intake', 'Output']}
        value={kind}
        onChange={(v) => {
          const next = v === 'Output' ? 'Output' : 'Intake';
          setKind(next);
          setRoute(next === 'Intake' ? INTAKE_ROUTES[0] : OUTPUT_ROUTES[0]);
        }}
      />
      <Select label="Route" data={[...routes]} value={route} onChange={setRoute} allowDeselect={false} w={180} />
      <NumberInput
        label="Volume (ml)"
        min={1}
        max={5000}
        allowDecimal={false}
        value={volume}
        onChange={setVolume}
        w={130}
      />
      <TextInput label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} w={200} />
      <Button onClick={save} loading={record.isPending} disabled={!(Number(volume) > 0) || !route}>
        Add entry
      </Button>
    </Group>
  );
}

/** The intake/output chart of today: entries in time order and the 24-hour balance (nurses add to it). */
export function IntakeOutputPanel({ admissionId, canRecord }: { admissionId: string; canRecord: boolean }) {
  const today = useClinicToday();
  const timeZone = useClinicTimeZone();
  const day = useQuery(intakeOutputQueries.day(admissionId, today));
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        Intake / output
      </Title>
      {canRecord && <IoForm admissionId={admissionId} />}
      <QueryState query={day} error="Failed to load the intake/output chart. Please try again.">
        {(d) => (
          <>
            <Group gap="xl" mb="xs" data-testid="io-balance">
              <Text size="sm">Intake {ml(d.intakeMl)}</Text>
              <Text size="sm">Output {ml(d.outputMl)}</Text>
              <Text size="sm" fw={700} c={d.balanceMl < 0 ? 'red' : undefined}>
                Balance {d.balanceMl > 0 ? '+' : ''}
                {ml(d.balanceMl)}
              </Text>
            </Group>
            {d.entries.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nothing charted today
              </Text>
            ) : (
              <Table aria-label="Intake and output" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Time</Table.Th>
                    <Table.Th>Intake / output</Table.Th>
                    <Table.Th>Route</Table.Th>
                    <Table.Th ta="right">Volume</Table.Th>
                    <Table.Th>Note</Table.Th>
                    <Table.Th>By</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.entries.map((e) => (
                    <Table.Tr key={e._id}>
                      <Table.Td>{formatClinicTime(e.measuredAt, timeZone)}</Table.Td>
                      <Table.Td>{e.kind}</Table.Td>
                      <Table.Td>{e.route}</Table.Td>
                      <Table.Td ta="right">{ml(e.volumeMl)}</Table.Td>
                      <Table.Td>{e.note}</Table.Td>
                      <Table.Td>{e.recordedBy}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        )}
      </QueryState>
    </Paper>
  );
}
