import type { Drug } from '@clinic/shared/inventory';
import { NEAR_EXPIRY_DAYS } from '@clinic/shared/pharmacy';
import { Paper, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListView } from '../../../components/list/list-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { inventoryQueries } from '../../../features/inventory/api/inventory.queries.ts';
import { BatchTable, ReorderTable } from '../../../features/inventory/components/stock-tables.tsx';
import { useSearchState } from '../../../lib/use-search-state.ts';

const belowReorder = (drugs: Drug[]) => drugs.filter((d) => d.reorderLevel !== null && d.stockOnHand < d.reorderLevel);

/** Quantity on hand by batch, near-expiry and expired batches, and drugs below their reorder level. */
export function StockPage() {
  // The tab is in the URL, so the pharmacy's day end can link to near expiry and reorder.
  const [filters, set] = useSearchState(['tab'] as const);
  const tab = filters.tab || 'in-stock';
  const setTab = (value: string) => set('tab', value === 'in-stock' ? '' : value);
  const batches = useQuery({
    ...inventoryQueries.batches({ status: tab, days: NEAR_EXPIRY_DAYS }),
    enabled: tab !== 'reorder',
  });
  const drugs = useQuery({ ...inventoryQueries.drugs, enabled: tab === 'reorder' });
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
        {tab === 'reorder' ? (
          <ListView
            query={drugs}
            error="Failed to load stock. Please try again."
            empty="No drug is below its reorder level"
            select={belowReorder}
          >
            {(rows) => <ReorderTable rows={rows} />}
          </ListView>
        ) : (
          <ListView query={batches} error="Failed to load stock. Please try again." empty="No batches found">
            {(rows) => <BatchTable rows={rows} expired={tab === 'expired'} />}
          </ListView>
        )}
      </Paper>
    </>
  );
}
