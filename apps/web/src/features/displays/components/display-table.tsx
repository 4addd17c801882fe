import type { Display } from '@clinic/shared/appointments';
import { Badge, Button, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';

/** The clinic's waiting-hall displays: the doctors each shows, who made it, and revoke. */
export function DisplayTable({ displays, onRevoke }: { displays: Display[]; onRevoke: (d: Display) => void }) {
  return (
    <Table striped withTableBorder aria-label="Displays">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Doctors shown</Table.Th>
          <Table.Th>Created</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th aria-label="Actions" />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {displays.map((d) => (
          <Table.Tr key={d._id}>
            <Table.Td fw={600}>{d.name}</Table.Td>
            <Table.Td>{d.doctors.map((x) => x.name).join(', ')}</Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(d.createdAt)}
              </Text>
              <Text size="xs" c="dimmed">
                {d.createdBy}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={d.revokedAt ? 'gray' : 'green'} tt="none">
                {d.revokedAt ? 'Revoked' : 'Live'}
              </Badge>
            </Table.Td>
            <Table.Td>
              {!d.revokedAt && (
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => onRevoke(d)}>
                  Revoke
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
