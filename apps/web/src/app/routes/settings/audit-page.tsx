import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@clinic/shared/audit';
import { ROLE_LABELS, isRole } from '@clinic/shared/auth';
import { Badge, Button, Group, Paper, Select, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { auditQueries } from '../../../features/audit/api/audit.queries.ts';
import { staffQueries } from '../../../features/staff/api/staff.queries.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';

const PAGE_SIZE = 25;
const ENTITY_TYPES = [
  { value: 'staff', label: 'Staff' },
  { value: 'session', label: 'Sign-in' },
  { value: 'clinic', label: 'Clinic profile' },
  { value: 'patient', label: 'Patient' },
  { value: 'referral', label: 'Referral' },
  { value: 'service', label: 'Service' },
  { value: 'charge', label: 'Charge' },
  { value: 'appointment', label: 'Appointment' },
  { value: 'vitals', label: 'Vitals' },
  { value: 'encounter', label: 'Consultation' },
  { value: 'manufacturer', label: 'Manufacturer' },
  { value: 'supplier', label: 'Supplier' },
  { value: 'drug', label: 'Drug' },
  { value: 'stock_entry', label: 'Stock entry' },
  { value: 'stock_adjustment', label: 'Stock adjustment' },
  { value: 'stock_import', label: 'Stock import' },
];

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
        <QueryState
          query={list}
          error="Failed to load the audit trail. Please try again."
          isEmpty={(data) => data.data.length === 0}
          empty={<EmptyView message="No audit entries found" />}
        >
          {(data) => (
            <>
              <Table.ScrollContainer minWidth={860}>
                <Table striped verticalSpacing="xs" fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>When</Table.Th>
                      <Table.Th>Who</Table.Th>
                      <Table.Th>Action</Table.Th>
                      <Table.Th>Record</Table.Th>
                      <Table.Th>Summary</Table.Th>
                      <Table.Th>Address</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.data.map((entry) => (
                      <Table.Tr key={entry._id}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
                        <Table.Td>
                          <Text size="sm">{entry.actorName ?? 'Unknown'}</Text>
                          {entry.actorRole && (
                            <Text size="xs" c="dimmed">
                              {isRole(entry.actorRole) ? ROLE_LABELS[entry.actorRole] : entry.actorRole}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={entry.action === 'sign_in_failed' ? 'red' : 'teal'}>
                            {AUDIT_ACTION_LABELS[entry.action]}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          {ENTITY_TYPES.find((e) => e.value === entry.entityType)?.label ?? entry.entityType}
                        </Table.Td>
                        <Table.Td>{entry.summary}</Table.Td>
                        <Table.Td>{entry.ip ?? '—'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager
                page={page}
                pageSize={PAGE_SIZE}
                total={data.total}
                onChange={(p) => setFilter('page', String(p))}
              />
            </>
          )}
        </QueryState>
      </Paper>
    </>
  );
}
