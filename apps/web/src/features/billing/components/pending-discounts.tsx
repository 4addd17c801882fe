import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { folioQueries } from '../api/folio.queries.ts';

/** For whoever approves discounts (a clinic administrator): discounts waiting for approval across all stays, each a link to decide it. */
export function PendingDiscounts() {
  const isAdmin = useCan()('bills.discount.approve');
  const pending = useQuery({ ...folioQueries.pendingDiscounts(), enabled: isAdmin });
  if (!isAdmin) return null;
  return (
    <Paper withBorder p="md" radius="md" mb="md">
      <Title order={2} size="h5" mb="xs">
        Discounts waiting for your approval
      </Title>
      <QueryState
        query={pending}
        error="Failed to load discounts waiting for approval. Please try again."
        loadingLabel="Loading discounts waiting for approval"
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyView message="No discounts waiting for approval" />}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Discounts waiting for approval" fz="sm">
              <Table.Tbody>
                {rows.map((d) => (
                  <Table.Tr key={d._id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/billing/patient-bill?admission=${d.admissionId}&tab=authorization`}
                      >
                        {d.patientName}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {d.mrn} · {d.ipNumber}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {d.percent}% on {d.appliesTo}
                    </Table.Td>
                    <Table.Td>{d.reason}</Table.Td>
                    <Table.Td>
                      {d.requestedBy}, {formatDateTime(d.requestedAt)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Paper>
  );
}
