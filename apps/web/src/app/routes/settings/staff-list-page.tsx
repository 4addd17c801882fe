import { ROLE_LABELS, ROLES, type Role } from '@clinic/shared/auth';
import { Button, Group, Paper, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListView } from '../../../components/list/list-view.tsx';
import { staffQueries } from '../../../features/staff/api/staff.queries.ts';
import { StaffTable } from '../../../features/staff/components/staff-table.tsx';
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
        <ListView
          query={list}
          error="Failed to load staff. Please try again."
          empty="No staff found"
          noMatch="No staff match your search"
          filtered={Boolean(filters.search || filters.role || filters.status)}
          onPage={(p) => setFilter('page', String(p))}
        >
          {(rows) => <StaffTable staff={rows} />}
        </ListView>
      </Paper>
    </>
  );
}
