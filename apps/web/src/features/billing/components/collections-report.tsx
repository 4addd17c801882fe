import '@mantine/charts/styles.css';
import type { Collections } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { formatClock, formatDateTime } from '../../../lib/format.ts';

type ReceiptRow = Collections['receipts'][number];

function Summary({ title, head, rows }: { title: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      <Table aria-label={title} fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h, i) => (
              <Table.Th key={h} ta={i === 0 ? 'left' : 'right'}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={String(r[0])}>
              {r.map((cell, i) => (
                <Table.Td key={i} ta={i === 0 ? 'left' : 'right'}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The day-end collection report: by mode, by user, a bar chart by hour, and every receipt. */
export function CollectionsReport({ report: r }: { report: Collections }) {
  const receipts: Column<ReceiptRow>[] = [
    { header: 'Receipt', cell: (x) => x.receiptNumber, nowrap: true },
    { header: 'Time', cell: (x) => formatDateTime(x.receivedAt), nowrap: true },
    { header: 'For', cell: (x) => x.purpose },
    {
      header: 'Mode',
      cell: (x) => `${x.mode}${x.reference ? ` · ${x.reference}` : ''}`,
      truncate: 200,
      text: (x) => x.reference ?? '',
    },
    { header: 'MRN', cell: (x) => x.mrn ?? 'Walk-in', priority: 2 },
    { header: 'By', cell: (x) => x.receivedBy, priority: 2 },
    {
      header: 'Amount',
      cell: (x) => formatPaise(x.purpose === 'Refund' ? -x.amountPaise : x.amountPaise),
      align: 'right',
      nowrap: true,
    },
  ];
  return (
    <>
      <Text fw={700} size="lg" mb="sm">
        Net collected {formatPaise(r.netPaise)}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} mb="md">
        <Summary
          title="By payment mode"
          head={['Mode', 'Received', 'Refunded', 'Net']}
          rows={r.byMode.map((m) => [
            m.mode,
            formatPaise(m.receivedPaise),
            formatPaise(m.refundedPaise),
            formatPaise(m.netPaise),
          ])}
        />
        <Summary
          title="By user"
          head={['User', 'Receipts', 'Received', 'Refunded']}
          rows={r.byUser.map((u) => [u.user, u.receipts, formatPaise(u.receivedPaise), formatPaise(u.refundedPaise)])}
        />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md" mb="md">
        <Title order={2} size="h5" mb="xs">
          By hour
        </Title>
        <BarChart
          h={220}
          data={r.byHour
            .filter((h) => h.hour >= 6 || h.netPaise !== 0)
            .map((h) => ({ hour: formatClock(`${h.hour}:00`), rupees: h.netPaise / 100 }))}
          dataKey="hour"
          series={[{ name: 'rupees', label: 'Net (₹)', color: 'teal.6' }]}
          valueFormatter={(v) => formatPaise(Math.round(v * 100))}
          yAxisProps={{ width: 90 }}
          aria-label="Collections by hour"
        />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h5" mb="xs">
          Receipts
        </Title>
        {r.receipts.length === 0 ? (
          <Text c="dimmed">No receipts on this day.</Text>
        ) : (
          <DataTable rows={r.receipts} columns={receipts} rowKey={(x) => x.receiptNumber} label="Receipts" />
        )}
      </Paper>
    </>
  );
}
