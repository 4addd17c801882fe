import type { OrderWithPatient } from '@clinic/shared';
import { Badge, Table } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';

/** Orders from consultations: when, patient, MRN, test or study, ordering doctor, status. */
export function OrdersTable({ orders, label }: { orders: OrderWithPatient[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ordered</Table.Th>
            <Table.Th>Patient</Table.Th>
            <Table.Th>MRN</Table.Th>
            <Table.Th>Test</Table.Th>
            <Table.Th>Ordered by</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o) => (
            <Table.Tr key={o._id}>
              <Table.Td>{formatDateTime(o.orderedAt)}</Table.Td>
              <Table.Td>{o.patientName}</Table.Td>
              <Table.Td ff="monospace">{o.mrn}</Table.Td>
              <Table.Td>{o.serviceName}</Table.Td>
              <Table.Td>{o.orderedBy}</Table.Td>
              <Table.Td>
                <Badge variant="light" color="orange">
                  {o.status}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
