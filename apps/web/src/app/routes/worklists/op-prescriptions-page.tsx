import { Badge, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, LoadingView } from '../../../components/ui/state-views.tsx';
import { worklistQueries } from '../../../features/worklists/api/worklists.queries.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** /pharmacy/op-prescription: prescriptions from consultations with medicines still to dispense. */
export function OpPrescriptionsPage() {
  const list = useQuery(worklistQueries.prescriptions);
  let body;
  if (list.isPending) body = <LoadingView label="Loading prescriptions" />;
  else if (list.isError)
    body = <ErrorPanel message="Failed to load prescriptions. Please try again." onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0) body = <EmptyView message="No prescriptions waiting" />;
  else
    body = (
      <Stack>
        {list.data.map((p) => (
          <Paper
            key={p.encounterId}
            component="section"
            withBorder
            p="md"
            radius="md"
            aria-label={`Prescription for ${p.patientName}`}
          >
            <Text fw={600}>
              {p.patientName}{' '}
              <Text span c="dimmed" size="sm">
                {p.mrn} · {p.age} Y · {p.gender}
              </Text>
            </Text>
            <Text size="sm" c="dimmed" mb="xs">
              Prescribed by {p.prescribedBy}, {formatDateTime(p.date)}
            </Text>
            <Table.ScrollContainer minWidth={640}>
              <Table fz="sm" withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Medicine</Table.Th>
                    <Table.Th>Schedule</Table.Th>
                    <Table.Th>Dose</Table.Th>
                    <Table.Th>Frequency</Table.Th>
                    <Table.Th>Days</Table.Th>
                    <Table.Th>Qty</Table.Th>
                    <Table.Th>Instructions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {p.lines.map((l) => (
                    <Table.Tr key={l._id}>
                      <Table.Td>{l.drugName}</Table.Td>
                      <Table.Td>
                        {l.schedule && (
                          <Badge size="sm" variant="light" color={l.schedule === 'OTC' ? 'gray' : 'red'}>
                            {l.schedule}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{l.dose}</Table.Td>
                      <Table.Td>{l.frequency}</Table.Td>
                      <Table.Td>{l.durationDays}</Table.Td>
                      <Table.Td>{l.quantity}</Table.Td>
                      <Table.Td>{l.instructions}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <>
      <PageHeader
        title="OP Prescriptions"
        subtitle="Prescriptions from today's and earlier consultations with medicines still to dispense"
        actions={
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={list.isFetching}
            onClick={() => void list.refetch()}
          >
            Refresh
          </Button>
        }
      />
      {body}
    </>
  );
}
