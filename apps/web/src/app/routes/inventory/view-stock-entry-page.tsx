import { displayDate } from '@clinic/shared/dates';
import { stockEntryStatus } from '@clinic/shared/status';
import { formatRupees } from '@clinic/shared/money';
import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingView } from '../../../components/ui/state-views.tsx';
import { inventoryQueries } from '../../../features/inventory/api/inventory.queries.ts';
import { formatDate } from '../../../lib/format.ts';
import { InvoiceItemsTable } from '../../../features/inventory/components/invoice-items-table.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';

export function ViewStockEntryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const entry = useQuery(inventoryQueries.entry(id));
  if (entry.isPending) return <LoadingView />;
  if (entry.isError)
    return (
      <ErrorPanel message="Failed to load stock entry data. Please try again." onRetry={() => void entry.refetch()} />
    );
  const e = entry.data;
  return (
    <>
      <PageHeader
        title={`Invoice ${e.invoiceNumber}`}
        actions={
          <Group>
            <Button variant="default" onClick={() => void navigate('/inventory/stock-entry')}>
              Back
            </Button>
            {e.status !== 'Verified' && (
              <Button onClick={() => void navigate(`/inventory/edit-stock-entry/${e._id}`)}>Edit</Button>
            )}
          </Group>
        }
      />
      <Paper withBorder p="md" radius="md" mb="md">
        <SimpleGrid cols={{ base: 2, md: 5 }}>
          <Text>
            Supplier: <b>{e.supplier.name || 'N/A'}</b>
          </Text>
          <Text>
            Invoice date: <b>{displayDate(e.invoiceDate)}</b>
          </Text>
          <Text>
            Due date: <b>{displayDate(e.dueDate)}</b>
          </Text>
          <Text>
            Status: <StatusBadge machine={stockEntryStatus} status={e.status} />
          </Text>
          <Text>
            Created: <b>{formatDate(e.createdAt)}</b>
          </Text>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <InvoiceItemsTable items={e.itemDetails} />
        <Group justify="flex-end" mt="md">
          <Text>
            Total items: <b>{e.totalItems}</b>
          </Text>
          <Text>
            Total value: <b>{formatRupees(e.totalValue)}</b>
          </Text>
        </Group>
      </Paper>
    </>
  );
}
