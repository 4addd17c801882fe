import { CHOOSE_AN_ORDER } from '@clinic/shared/admissions';
import { formatRupees } from '@clinic/shared/money';
import type { Service } from '@clinic/shared/services';
import { imagingOrderStatus, labOrderStatus } from '@clinic/shared/status';
import { Badge, Button, Checkbox, Group, MultiSelect, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { servicesQuery } from '../../services/api/services.queries.ts';
import { stayQueries, usePlaceWardOrders } from '../api/ward-round.queries.ts';

const options = (services: Service[] | undefined, category: Service['category']) =>
  (services ?? [])
    .filter((s) => s.category === category && s.isActive)
    .map((s) => ({ value: s._id, label: `${s.name} (${formatRupees(s.price)})` }));

/** The doctor orders tests and studies from the ward; the lab and radiology take them from there. */
function WardOrderForm({ admissionId }: { admissionId: string }) {
  const services = useQuery(servicesQuery);
  const place = usePlaceWardOrders(admissionId);
  const [labTests, setLabTests] = useState<string[]>([]);
  const [radiologyStudies, setRadiologyStudies] = useState<string[]>([]);
  const [urgent, setUrgent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (labTests.length + radiologyStudies.length === 0) return setError(CHOOSE_AN_ORDER);
    place.mutate(
      { labTests, radiologyStudies, urgent },
      {
        onSuccess: () => {
          toast.success('Orders placed');
          setLabTests([]);
          setRadiologyStudies([]);
          setUrgent(false);
        },
        onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Failed to place the orders'),
      },
    );
  };
  return (
    <Group align="flex-end" wrap="wrap" mb="md">
      <MultiSelect
        label="Lab tests"
        placeholder="Choose tests"
        searchable
        data={options(services.data, 'Laboratory')}
        value={labTests}
        onChange={(v) => (setLabTests(v), setError(null))}
        error={error}
        w={340}
      />
      <MultiSelect
        label="Radiology"
        placeholder="Choose studies"
        searchable
        data={options(services.data, 'Radiology')}
        value={radiologyStudies}
        onChange={(v) => (setRadiologyStudies(v), setError(null))}
        w={340}
      />
      <Checkbox label="Urgent" checked={urgent} onChange={(e) => setUrgent(e.currentTarget.checked)} mb={8} />
      <Button size="xs" mb={4} loading={place.isPending} onClick={submit}>
        Order
      </Button>
    </Group>
  );
}

/** Lab tests and imaging ordered during the stay with their status; each is charged to the admission. */
export function WardOrdersPanel({ admissionId, canOrder }: { admissionId: string; canOrder: boolean }) {
  const orders = useQuery(stayQueries.orders(admissionId));
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        Lab tests and imaging
      </Title>
      {canOrder && <WardOrderForm admissionId={admissionId} />}
      <QueryState
        query={orders}
        error="Failed to load the orders. Please try again."
        isEmpty={(rows) => rows.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No tests ordered
          </Text>
        }
      >
        {(rows) => (
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Test</Table.Th>
                <Table.Th>Area</Table.Th>
                <Table.Th>Ordered</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((o) => (
                <Table.Tr key={o._id}>
                  <Table.Td>{o.serviceName}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={o.category === 'Laboratory' ? 'cyan' : 'indigo'}>
                      {o.category === 'Laboratory' ? 'Lab' : 'Radiology'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(o.orderedAt)}</Table.Td>
                  <Table.Td>{o.orderedBy}</Table.Td>
                  <Table.Td>{formatRupees(o.price)}</Table.Td>
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
        )}
      </QueryState>
    </Paper>
  );
}
