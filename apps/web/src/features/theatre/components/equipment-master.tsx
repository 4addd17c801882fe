import type { Equipment, Theatre } from '@clinic/shared/theatre';
import { Badge, Button, Group, Paper, Select, Switch, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { EmptyView } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { failed } from '../../../lib/failed.ts';
import { useSaveEquipment } from '../api/theatre.queries.ts';

const MOVABLE = 'movable';

/** The Equipment master tab: equipment kept in a theatre or moved between them; add, move, deactivate. */
export function EquipmentMaster({ equipment, theatres }: { equipment: Equipment[]; theatres: Theatre[] }) {
  const [name, setName] = useState('');
  const [home, setHome] = useState<string>(MOVABLE);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveEquipment();
  const places = [
    { value: MOVABLE, label: 'Movable (any OT)' },
    ...theatres.map((t) => ({ value: t._id, label: t.identifier })),
  ];
  const add = () => {
    setError(undefined);
    save.mutate(
      { name, theatreId: home === MOVABLE ? null : home },
      {
        onSuccess: () => {
          toast.success('Equipment added');
          setName('');
        },
        onError: (err) => {
          if (err instanceof ApiError) setError(err.fields.name);
          failed(err, 'Failed to add the equipment. Please try again.');
        },
      },
    );
  };
  const update = (e: Equipment, change: Partial<Pick<Equipment, 'theatreId' | 'status'>>) =>
    save.mutate(
      { id: e._id, name: e.name, theatreId: e.theatreId, status: e.status, ...change },
      { onError: (err) => failed(err, 'Failed to save the equipment. Please try again.') },
    );
  return (
    <>
      <Paper withBorder p="md" radius="md" mb="md">
        <Group align="flex-end">
          <TextInput
            label="Equipment name"
            required
            value={name}
            onChange={(ev) => setName(ev.currentTarget.value)}
            error={error}
            style={{ flex: 1 }}
          />
          <Select
            label="Kept in"
            data={places}
            value={home}
            onChange={(v) => setHome(v ?? MOVABLE)}
            allowDeselect={false}
          />
          <Button onClick={add} loading={save.isPending}>
            Add equipment
          </Button>
        </Group>
      </Paper>
      {equipment.length === 0 ? (
        <EmptyView message="No equipment found" />
      ) : (
        <Table striped aria-label="Equipment">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Equipment</Table.Th>
              <Table.Th>Kept in</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Active</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {equipment.map((e) => (
              <Table.Tr key={e._id}>
                <Table.Td>{e.name}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Where ${e.name} is kept`}
                    size="xs"
                    data={places}
                    value={e.theatreId ?? MOVABLE}
                    onChange={(v) => update(e, { theatreId: v === MOVABLE || !v ? null : v })}
                    allowDeselect={false}
                  />
                </Table.Td>
                <Table.Td>
                  <Badge color={e.status === 'Active' ? 'green' : 'gray'} variant="light">
                    {e.status}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`${e.name} active`}
                    checked={e.status === 'Active'}
                    onChange={(ev) => update(e, { status: ev.currentTarget.checked ? 'Active' : 'Inactive' })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
