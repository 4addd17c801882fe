import type { Payer } from '@clinic/shared/insurance';
import { Badge, Button, Group, Text } from '@mantine/core';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { formatDate } from '../../../lib/format.ts';

const whole = { label: { overflow: 'visible', textOverflow: 'clip' } } as const;

function contractOf(p: Payer): string {
  if (!p.contractFrom && !p.contractTo) return '—';
  return `${p.contractFrom ? formatDate(p.contractFrom) : '…'} to ${p.contractTo ? formatDate(p.contractTo) : '…'}`;
}

/** The payers: kind, code, contact, contract dates and credit days, and whether still in use. */
export function PayerTable({
  payers,
  onEdit,
  onTariff,
}: {
  payers: Payer[];
  onEdit: (p: Payer) => void;
  onTariff: (p: Payer) => void;
}) {
  const columns: Column<Payer>[] = [
    {
      header: 'Payer',
      cell: (p) => (
        <>
          <strong>{p.name}</strong>
          {p.participantCode && (
            <Text size="xs" c="dimmed">
              {p.participantCode}
            </Text>
          )}
        </>
      ),
    },
    { header: 'Kind', cell: (p) => p.kind, nowrap: true },
    { header: 'Code', cell: (p) => p.code, nowrap: true },
    { header: 'Contact', cell: (p) => [p.contactName, p.phone].filter(Boolean).join(', ') || '—' },
    { header: 'Contract', cell: contractOf, nowrap: true },
    { header: 'Credit days', cell: (p) => p.creditDays, nowrap: true },
    {
      header: 'Status',
      nowrap: true,
      cell: (p) => (
        <Badge color={p.isActive ? 'green' : 'gray'} variant="dot" styles={whole}>
          {p.isActive ? 'Active' : 'Retired'}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      cell: (p) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="subtle" onClick={() => onEdit(p)} aria-label={`Edit ${p.name}`}>
            Edit
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={() => onTariff(p)} aria-label={`Tariff of ${p.name}`}>
            Tariff
          </Button>
        </Group>
      ),
    },
  ];
  return <DataTable rows={payers} columns={columns} rowKey={(p) => p._id} label="Payers" />;
}
