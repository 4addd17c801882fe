import type { PrescriptionLine } from '@clinic/shared/encounters';
import { Badge, Table } from '@mantine/core';

/** Prescription lines as a table; the pharmacy also sees each drug's schedule. */
export function PrescriptionTable({
  lines,
  showSchedule = false,
}: {
  lines: PrescriptionLine[];
  showSchedule?: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table fz="sm" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Medicine</Table.Th>
            {showSchedule && <Table.Th>Schedule</Table.Th>}
            <Table.Th>Dose</Table.Th>
            <Table.Th>Frequency</Table.Th>
            <Table.Th>Days</Table.Th>
            <Table.Th>Route</Table.Th>
            <Table.Th>Qty</Table.Th>
            <Table.Th>Instructions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l._id}>
              <Table.Td>{l.drugName}</Table.Td>
              {showSchedule && (
                <Table.Td>
                  {l.schedule && (
                    <Badge size="sm" variant="light" color={l.schedule === 'OTC' ? 'gray' : 'red'}>
                      {l.schedule}
                    </Badge>
                  )}
                </Table.Td>
              )}
              <Table.Td>{l.dose}</Table.Td>
              <Table.Td>{l.frequency}</Table.Td>
              <Table.Td>{l.durationDays}</Table.Td>
              <Table.Td>{l.route}</Table.Td>
              <Table.Td>{l.quantity}</Table.Td>
              <Table.Td>{l.instructions}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
