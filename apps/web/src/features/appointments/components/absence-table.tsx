import type { Absence } from '@clinic/shared/appointments';
import { Button, Table, Text } from '@mantine/core';
import { formatClock, formatDate } from '../../../lib/format.ts';

function when(a: Absence): string {
  if (a.kind === 'late') return `${formatDate(a.fromDate)}, arrives ${formatClock(a.arrivesAt ?? '')}`;
  return a.fromDate === a.toDate ? formatDate(a.fromDate) : `${formatDate(a.fromDate)} to ${formatDate(a.toDate)}`;
}

/** Doctors away from today on: who, leave or late, when, why, and Cancel for the desk. */
export function AbsenceTable({ absences, onCancel }: { absences: Absence[]; onCancel?: (a: Absence) => void }) {
  return (
    <Table striped aria-label="Doctors away">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Doctor</Table.Th>
          <Table.Th>Away</Table.Th>
          <Table.Th>When</Table.Th>
          <Table.Th>Reason</Table.Th>
          {onCancel && <Table.Th w={110}>Actions</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {absences.map((a) => (
          <Table.Tr key={a._id}>
            <Table.Td>{a.doctorName}</Table.Td>
            <Table.Td>{a.kind === 'leave' ? 'On leave' : 'Arriving late'}</Table.Td>
            <Table.Td>{when(a)}</Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={1} title={a.reason}>
                {a.reason || '—'}
              </Text>
            </Table.Td>
            {onCancel && (
              <Table.Td>
                <Button size="xs" variant="subtle" color="red" onClick={() => onCancel(a)}>
                  Cancel
                </Button>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
