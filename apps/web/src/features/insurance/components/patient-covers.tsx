import type { Coverage } from '@clinic/shared/insurance';
import { formatPaise } from '@clinic/shared/money';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { coverageCardUrl, insuranceQueries } from '../api/insurance.queries.ts';
import { CoverCardButton } from './cover-card.tsx';
import { CoverModal } from './cover-modal.tsx';

const whole = { label: { overflow: 'visible', textOverflow: 'clip' } } as const;

/** A patient's covers under PAYER DETAILS: who pays, the policy, its terms and validity. */
export function PatientCovers({ patientId }: { patientId: string }) {
  const can = useCan();
  const covers = useQuery({ ...insuranceQueries.coverages(patientId), enabled: can('coverages.read') });
  const [editing, setEditing] = useState<Coverage | 'new' | null>(null);
  if (!can('coverages.read')) return null;
  const mayEdit = can('coverages.manage');
  const columns: Column<Coverage>[] = [
    {
      header: 'Payer',
      cell: (c) => (
        <>
          <strong>{c.payerName}</strong>
          {c.tpaName && (
            <Text size="xs" c="dimmed">
              via {c.tpaName}
            </Text>
          )}
        </>
      ),
    },
    {
      header: 'Policy / member',
      cell: (c) => (
        <>
          {[c.policyNumber || c.employeeId, c.memberId].filter(Boolean).join(' · ')}
          {c.card && (
            <Text size="xs">
              <Anchor href={coverageCardUrl(c._id)} target="_blank" rel="noopener" inherit>
                ID card
              </Anchor>
            </Text>
          )}
        </>
      ),
    },
    { header: 'Relation', cell: (c) => (c.relation === 'Self' ? 'Self' : `${c.relation} of ${c.primaryMemberName}`) },
    { header: 'Sum insured', cell: (c) => (c.sumInsuredPaise ? formatPaise(c.sumInsuredPaise) : '—'), nowrap: true },
    { header: 'Co-pay', cell: (c) => `${c.copayPercent}%`, nowrap: true },
    { header: 'Valid', cell: (c) => `${formatDate(c.validFrom)} to ${formatDate(c.validTo)}` },
    {
      header: 'Status',
      nowrap: true,
      cell: (c) => (
        <Badge color={c.isActive ? 'green' : 'gray'} variant="dot" styles={whole}>
          {c.isActive ? 'In force' : 'Ended'}
        </Badge>
      ),
    },
    ...(mayEdit
      ? [
          {
            header: 'Actions',
            cell: (c: Coverage) => (
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => setEditing(c)}
                  aria-label={`Edit cover ${c.payerName}`}
                >
                  Edit
                </Button>
                <CoverCardButton cover={c} />
              </Group>
            ),
          },
        ]
      : []),
  ];
  return (
    <Stack gap="xs" mt="sm">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          Covers
        </Text>
        {mayEdit && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing('new')}
          >
            Add cover
          </Button>
        )}
      </Group>
      <QueryState
        query={covers}
        error="Failed to load the covers. Please try again."
        loadingLabel="Loading covers"
        isEmpty={(list) => list.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No insurance, scheme or employer cover recorded
          </Text>
        }
      >
        {(list) => <DataTable rows={list} columns={columns} rowKey={(c) => c._id} label="Covers" />}
      </QueryState>
      {editing && (
        <CoverModal
          key={editing === 'new' ? 'new' : editing._id}
          patientId={patientId}
          value={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
