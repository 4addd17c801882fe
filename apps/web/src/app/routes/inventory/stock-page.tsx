import { formatRupees } from '@clinic/shared/money';
import { Badge, Paper, Table, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, LoadingView } from '../../../components/ui/state-views.tsx';
import { inventoryQueries } from '../../../features/inventory/api/inventory.queries.ts';
import { formatDate } from '../../../lib/format.ts';

const NEAR_EXPIRY_DAYS = 90;

/** Quantity on hand by batch, near-expiry and expired batches, and drugs below their reorder level. */
export function StockPage() {
  const [tab, setTab] = useState('in-stock');
  const batches = useQuery({
    ...inventoryQueries.batches({ status: tab, days: NEAR_EXPIRY_DAYS }),
    enabled: tab !== 'reorder',
  });
  const drugs = useQuery({ ...inventoryQueries.drugs, enabled: tab === 'reorder' });
  const below = (drugs.data ?? []).filter((d) => d.reorderLevel !== null && d.stockOnHand < d.reorderLevel);
  const query = tab === 'reorder' ? drugs : batches;
  return (
    <>
      <PageHeader title="Stock" subtitle="Quantity on hand is the sum of each batch's ledger" />
      <Paper withBorder p="md" radius="md">
        <Tabs value={tab} onChange={(v) => setTab(v ?? 'in-stock')} mb="md">
          <Tabs.List>
            <Tabs.Tab value="in-stock">In stock</Tabs.Tab>
            <Tabs.Tab value="near-expiry">Near expiry ({NEAR_EXPIRY_DAYS} days)</Tabs.Tab>
            <Tabs.Tab value="expired">Expired</Tabs.Tab>
            <Tabs.Tab value="reorder">Below reorder level</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {query.isPending ? (
          <LoadingView />
        ) : query.isError ? (
          <ErrorPanel message="Failed to load stock. Please try again." onRetry={() => void query.refetch()} />
        ) : tab === 'reorder' ? (
          below.length === 0 ? (
            <EmptyView message="No drug is below its reorder level" />
          ) : (
            <Table striped aria-label="Below reorder level">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Drug</Table.Th>
                  <Table.Th>On hand</Table.Th>
                  <Table.Th>Reorder level</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {below.map((d) => (
                  <Table.Tr key={d._id}>
                    <Table.Td>{d.name}</Table.Td>
                    <Table.Td>{d.stockOnHand}</Table.Td>
                    <Table.Td>{d.reorderLevel}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        ) : (batches.data ?? []).length === 0 ? (
          <EmptyView message="No batches found" />
        ) : (
          <Table striped aria-label="Batches">
            <Table.Thead>
              <Table.Tr>
                {['Drug', 'Batch', 'Expiry', 'MRP', 'On hand'].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {batches.data?.map((b) => (
                <Table.Tr key={b._id}>
                  <Table.Td fw={600}>{b.drug}</Table.Td>
                  <Table.Td>{b.batchNumber}</Table.Td>
                  <Table.Td>
                    {formatDate(`${b.expiryDate}T00:00:00`)} {tab === 'expired' && <Badge color="red">Expired</Badge>}
                  </Table.Td>
                  <Table.Td>{formatRupees(b.mrp)}</Table.Td>
                  <Table.Td>{b.quantityOnHand}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </>
  );
}
