import type { Group as LabGroup } from '@clinic/shared/lab';
import { Button, Group, Select, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListView } from '../../../components/list/list-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { labQueries } from '../../../features/lab/api/lab.queries.ts';
import { GroupModal } from '../../../features/lab/components/group-modal.tsx';
import { GroupTable, ParameterTable } from '../../../features/lab/components/master-tables.tsx';
import { useSearchState } from '../../../lib/use-search-state.ts';

type Filters = Record<'tab' | 'search' | 'category' | 'page', string>;
type SetFilter = (key: keyof Filters, value: string) => void;

function ParametersTab({ filters, setFilter }: { filters: Filters; setFilter: SetFilter }) {
  const categories = useQuery(labQueries.categories());
  const list = useQuery(
    labQueries.parameters({
      search: filters.search || undefined,
      category: filters.category || undefined,
      page: Number(filters.page) || 1,
    }),
  );
  return (
    <>
      <Group mb="md">
        <SearchInput
          label="Search parameters"
          placeholder="Search by parameter or method"
          value={filters.search}
          onChange={(v) => setFilter('search', v)}
        />
        <Select
          aria-label="Filter by category"
          placeholder="Filter: all categories"
          clearable
          data={categories.data ?? []}
          value={filters.category || null}
          onChange={(v) => setFilter('category', v ?? '')}
          w={220}
        />
      </Group>
      <ListView
        query={list}
        error="Failed to load parameters. Please try again."
        loadingLabel="Loading parameters"
        empty="No parameters added yet"
        emptyAction={
          <Button component={Link} to="/lab/add-parameter">
            Add parameter
          </Button>
        }
        noMatch="No parameters match your search"
        filtered={Boolean(filters.search || filters.category)}
        onPage={(page) => setFilter('page', String(page))}
      >
        {(rows) => <ParameterTable parameters={rows} />}
      </ListView>
    </>
  );
}

function GroupsTab({ filters, setFilter }: { filters: Filters; setFilter: SetFilter }) {
  const [editing, setEditing] = useState<LabGroup | 'new' | null>(null);
  const list = useQuery(labQueries.groups({ search: filters.search || undefined, page: Number(filters.page) || 1 }));
  return (
    <>
      <Group mb="md" justify="space-between">
        <SearchInput
          label="Search groups"
          placeholder="Search by group or service"
          value={filters.search}
          onChange={(v) => setFilter('search', v)}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add group
        </Button>
      </Group>
      <ListView
        query={list}
        error="Failed to load groups. Please try again."
        loadingLabel="Loading groups"
        empty="No groups added yet"
        noMatch="No groups match your search"
        filtered={Boolean(filters.search)}
        onPage={(page) => setFilter('page', String(page))}
      >
        {(rows) => <GroupTable groups={rows} onEdit={setEditing} />}
      </ListView>
      {editing && (
        <GroupModal key={editing === 'new' ? 'new' : editing._id} group={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

/** /lab/test-parameters-master: parameters with their normal values, and the groups services order. */
export function TestParametersPage() {
  const [filters, setFilter] = useSearchState(['tab', 'search', 'category', 'page'] as const);
  const [, setParams] = useSearchParams();
  const tab = filters.tab === 'groups' ? 'groups' : 'parameter';
  return (
    <>
      <PageHeader
        title="Test Parameter Master"
        actions={
          <Button component={Link} to="/lab/add-parameter" leftSection={<IconPlus size={16} />}>
            Add Parameter
          </Button>
        }
      />
      <Tabs
        value={tab}
        // A tab starts with no search, filter or page of the other tab's (one URL update).
        onChange={(v) => setParams(v === 'groups' ? { tab: 'groups' } : {}, { replace: true })}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="parameter">Parameter</Tabs.Tab>
          <Tabs.Tab value="groups">Groups</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'groups' ? (
        <GroupsTab filters={filters} setFilter={setFilter} />
      ) : (
        <ParametersTab filters={filters} setFilter={setFilter} />
      )}
    </>
  );
}
