import { ROLE_LABELS, ROLES, type Role } from '@clinic/shared/auth';
import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Select, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { staffQueries } from '../../../features/staff/api/staff.queries.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';

const PAGE_SIZE = 20;

export function StaffListPage() {
  const [filters, setFilter] = useSearchState(['search', 'role', 'status', 'page'] as const);
  const [searchText, setSearchText] = useState(filters.search);
  const [debounced] = useDebouncedValue(searchText, 300);
  useEffect(() => {
    if (debounced !== filters.search) setFilter('search', debounced);
  }, [debounced, filters.search, setFilter]);

  const page = Number(filters.page) || 1;
  const status = (filters.status || 'all') as 'all' | 'active' | 'inactive';
  const list = useQuery(
    staffQueries.list({
      search: filters.search || undefined,
      role: (filters.role || undefined) as Role | undefined,
      status,
      page,
      pageSize: PAGE_SIZE,
    }),
  );

  return (
    <>
      <PageHeader
        title="Staff"
        subtitle="Accounts and the areas each person may enter"
        actions={
          <Button component={Link} to="/settings/staff/new" leftSection={<IconPlus size={16} />}>
            Add staff
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Group mb="md" wrap="wrap">
          <TextInput
            placeholder="Search by name or email"
            aria-label="Search staff"
            leftSection={<IconSearch size={16} />}
            value={searchText}
            onChange={(e) => setSearchText(e.currentTarget.value)}
            w={280}
          />
          <Select
            aria-label="Role"
            placeholder="All roles"
            clearable
            data={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            value={filters.role || null}
            onChange={(value) => setFilter('role', value ?? '')}
            w={200}
          />
          <SegmentedControl
            aria-label="Status"
            value={status}
            onChange={(value) => setFilter('status', value === 'all' ? '' : value)}
            data={[
              { value: 'all', label: 'All' },
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
          />
        </Group>
        <QueryState
          query={list}
          error="Failed to load staff. Please try again."
          isEmpty={(data) => data.data.length === 0}
          empty={<EmptyView message="No staff found" />}
        >
          {(data) => (
            <>
              <Table.ScrollContainer minWidth={760}>
                <Table striped highlightOnHover verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Email</Table.Th>
                      <Table.Th>Phone</Table.Th>
                      <Table.Th>Roles</Table.Th>
                      <Table.Th>Speciality</Table.Th>
                      <Table.Th>Status</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.data.map((s) => (
                      <Table.Tr key={s._id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/settings/staff/${s._id}`} fw={600}>
                            {s.name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{s.email}</Table.Td>
                        <Table.Td>{s.phone ?? '—'}</Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            {s.roles.map((role) => (
                              <Badge key={role} variant="light" size="sm">
                                {ROLE_LABELS[role]}
                              </Badge>
                            ))}
                          </Group>
                        </Table.Td>
                        <Table.Td>{s.speciality ?? '—'}</Table.Td>
                        <Table.Td>
                          <Badge color={s.isActive ? 'green' : 'gray'} variant="dot">
                            {s.isActive ? 'Active' : 'Inactive'}
                          </Badge>
                        </Table.Td>
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
