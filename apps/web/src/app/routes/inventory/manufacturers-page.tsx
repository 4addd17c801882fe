import { MANUFACTURER_STATES, type Manufacturer } from '@clinic/shared/inventory';
import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { ListView } from '../../../components/list/list-view.tsx';
import { ManufacturerTable } from '../../../features/inventory/components/directory-tables.tsx';
import { inventoryQueries } from '../../../features/inventory/api/inventory.queries.ts';
import { ManufacturerModal } from '../../../features/inventory/components/manufacturer-modal.tsx';

export function ManufacturersPage() {
  const list = useQuery(inventoryQueries.manufacturers);
  const [search, setSearch] = useState('');
  const [state, setState] = useState<string | null>(null);
  const [editing, setEditing] = useState<Manufacturer | 'new'>();
  const term = search.trim().toLowerCase();
  const shown = (list.data ?? []).filter(
    (m) =>
      (!state || m.state === state) && (!term || `${m.brandName} ${m.address} ${m.city}`.toLowerCase().includes(term)),
  );
  return (
    <>
      <PageHeader
        title="Manufacturers Directory"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add Manufacturer
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Group mb="md">
          <SearchInput
            label="Search manufacturers"
            placeholder="Search manufacturers or addresses..."
            value={search}
            onChange={setSearch}
            width={320}
          />
          <Select
            aria-label="State"
            placeholder="All states"
            clearable
            data={[...MANUFACTURER_STATES]}
            value={state}
            onChange={setState}
            w={160}
          />
        </Group>
        <ListView
          query={list}
          error="Failed to load manufacturers. Please try again."
          empty="No manufacturers found"
          noMatch="No manufacturers match your search"
          filtered={term !== '' || state !== null}
          select={() => shown}
        >
          {(rows) => <ManufacturerTable rows={rows} onEdit={setEditing} />}
        </ListView>
        <Text size="sm" c="dimmed" mt="md">
          Showing {shown.length} manufacturer(s)
        </Text>
      </Paper>
      {editing && (
        <ManufacturerModal
          manufacturer={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
