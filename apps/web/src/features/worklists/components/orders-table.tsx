import type { OrderWithPatient } from '@clinic/shared/encounters';
import { imagingOrderStatus, labOrderStatus } from '@clinic/shared/status';
import { Table } from '@mantine/core';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
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
                <StatusBadge
                  machine={o.category === 'Laboratory' ? labOrderStatus : imagingOrderStatus}
                  status={o.status}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
