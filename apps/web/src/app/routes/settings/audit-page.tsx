import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@clinic/shared/audit';
import { Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListView } from '../../../components/list/list-view.tsx';
import { auditQueries } from '../../../features/audit/api/audit.queries.ts';
import { AuditTable, ENTITY_TYPES } from '../../../features/audit/components/audit-table.tsx';
import { staffQueries } from '../../../features/staff/api/staff.queries.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';

const PAGE_SIZE = 25;

/** The audit trail, newest first, read-only for everyone. */
export function AuditPage() {
  const [filters, setFilter, clear] = useSearchState(['userId', 'entityType', 'action', 'from', 'to', 'page'] as const);
  const page = Number(filters.page) || 1;
  const staff = useQuery(staffQueries.list({ pageSize: 100, status: 'all' }));
  const list = useQuery(
    auditQueries.list({
      userId: filters.userId || undefined,
      entityType: filters.entityType || undefined,
      action: (filters.action || undefined) as AuditAction | undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
  );

  return (
    <>
      <PageHeader
        title="Audit Trail"
        subtitle="Every change, record view and sign-in. Entries cannot be edited or deleted."
      />
      <Paper withBorder p="md" radius="md">
        <Group mb="md" align="flex-end" wrap="wrap">
          <Select
            label="User"
            placeholder="Anyone"
            searchable
            clearable
            data={(staff.data?.data ?? []).map((s) => ({ value: s._id, label: s.name }))}
            value={filters.userId || null}
            onChange={(value) => setFilter('userId', value ?? '')}
            w={220}
          />
          <Select
            label="Record"
            placeholder="Any"
            clearable
            data={ENTITY_TYPES}
            value={filters.entityType || null}
            onChange={(value) => setFilter('entityType', value ?? '')}
            w={160}
          />
          <Select
            label="Action"
            placeholder="Any"
            clearable
            data={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
            value={filters.action || null}
            onChange={(value) => setFilter('action', value ?? '')}
            w={180}
          />
          <TextInput
            label="From"
            type="date"
            value={filters.from}
            onChange={(e) => setFilter('from', e.currentTarget.value)}
          />
          <TextInput
            label="To"
            type="date"
            value={filters.to}
            onChange={(e) => setFilter('to', e.currentTarget.value)}
          />
          <Button variant="default" onClick={clear}>
            Reset
          </Button>
        </Group>
        <ListView
          query={list}
          error="Failed to load the audit trail. Please try again."
          empty="No audit entries found"
          noMatch="No audit entries match these filters"
          filtered={Boolean(filters.userId || filters.entityType || filters.action || filters.from || filters.to)}
          onPage={(p) => setFilter('page', String(p))}
        >
          {(rows) => <AuditTable entries={rows} />}
        </ListView>
      </Paper>
    </>
  );
}
