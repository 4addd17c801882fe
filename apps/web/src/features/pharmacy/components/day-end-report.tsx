import { stockText } from '@clinic/shared/inventory';
import { formatPaise } from '@clinic/shared/money';
import type { DayEnd } from '@clinic/shared/pharmacy';
import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCan } from '../../auth/api/use-can.ts';
import type { ReactNode } from 'react';
import { formatDay } from '../../../lib/format.ts';
import { mmYyyy } from './cart-table.tsx';

function Section({ title, link, children }: { title: string; link?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {link && (
          <Anchor component={Link} to={link} size="sm">
            Open in inventory
          </Anchor>
        )}
      </Group>
      {children}
    </Paper>
  );
}

function Rows({ head, rows }: { head: string[]; rows: (string | number)[][] }) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nothing to show
      </Text>
    );
  return (
    <Table withTableBorder verticalSpacing={4}>
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
          <Table.Tr key={r.join('|')}>
            {r.map((cell, i) => (
              <Table.Td key={i} ta={i === 0 ? 'left' : 'right'}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The pharmacy's day: totals, collections by mode and by user, near-expiry batches and drugs below reorder. */
export function DayEndReport({ day }: { day: DayEnd }) {
  // Only staff who may open the inventory's stock screen get the links; for the others they would be Access Denied.
  const can = useCan();
  const inventory = can('inventory.masters.manage', 'stock.manage') && can('stock.batches.read');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Section title="Sales">
          <Text fw={700} size="xl">
            {formatPaise(day.sales.totalPaise)}
          </Text>
          <Text size="sm" c="dimmed">
            {day.sales.bills} bills on {formatDay(day.date)}
          </Text>
        </Section>
        <Section title="Returns">
          <Text fw={700} size="xl">
            {formatPaise(day.returns.totalPaise)}
          </Text>
          <Text size="sm" c="dimmed">
            {day.returns.creditNotes} credit notes
          </Text>
        </Section>
        <Section title="Net collection">
          <Text fw={700} size="xl">
            {formatPaise(day.byMode.reduce((n, m) => n + m.netPaise, 0))}
          </Text>
          <Text size="sm" c="dimmed">
            Received less refunded
          </Text>
        </Section>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title="By payment mode">
          <Rows
            head={['Mode', 'Received', 'Refunded', 'Net']}
            rows={day.byMode.map((m) => [
              m.mode,
              formatPaise(m.receivedPaise),
              formatPaise(m.refundedPaise),
              formatPaise(m.netPaise),
            ])}
          />
        </Section>
        <Section title="By user">
          <Rows
            head={['User', 'Bills', 'Sales', 'Returns']}
            rows={day.byUser.map((u) => [u.user, u.bills, formatPaise(u.salesPaise), formatPaise(u.returnsPaise)])}
          />
        </Section>
        <Section title="Expiring within 90 days" link={inventory ? '/inventory/stock?tab=near-expiry' : undefined}>
          <Rows
            head={['Drug', 'Batch', 'Expiry', 'Units']}
            rows={day.nearExpiry.map((b) => [b.drugName, b.batchNumber, mmYyyy(b.expiryDate), b.quantity])}
          />
        </Section>
        <Section title="Below reorder level" link={inventory ? '/inventory/stock?tab=reorder' : undefined}>
          <Rows
            head={['Drug', 'Stock', 'Reorder level']}
            rows={day.belowReorder.map((d) => [d.drugName, stockText(d.stock, 1), d.reorderLevel])}
          />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
