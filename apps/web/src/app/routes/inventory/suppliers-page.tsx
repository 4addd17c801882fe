import type { Supplier } from '@clinic/shared/inventory';
import { Button, Group, Paper, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { inventoryQueries } from '../../../features/inventory/api/inventory.queries.ts';
import { SupplierModal } from '../../../features/inventory/components/supplier-modal.tsx';

export function SuppliersPage() {
  const list = useQuery(inventoryQueries.suppliers);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Supplier | 'new'>();
  const term = search.trim().toLowerCase();
  const shown = (list.data ?? []).filter(
    (s) => !term || `${s.name} ${s.gstNumber} ${s.phoneNumber}`.toLowerCase().includes(term),
  );
  return (
    <>
      <PageHeader
        title="Suppliers Directory"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add Supplier
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Group mb="md">
          <SearchInput
            label="Search suppliers"
            placeholder="Search by name, GST number or phone"
            value={search}
            onChange={setSearch}
            width={320}
          />
        </Group>
        <QueryState
          query={list}
          error="Failed to load suppliers. Please try again."
          isEmpty={() => shown.length === 0}
          empty={<EmptyView message="No suppliers found" />}
        >
          {() => (
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>GST Number</Table.Th>
                  <Table.Th>Region</Table.Th>
                  <Table.Th>Phone Number</Table.Th>
                  <Table.Th>Due Date for Bill</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((s) => (
                  <Table.Tr key={s._id}>
                    <Table.Td fw={600}>{s.name}</Table.Td>
                    <Table.Td ff="monospace">{s.gstNumber || '—'}</Table.Td>
                    <Table.Td>{s.regionType}</Table.Td>
                    <Table.Td>{s.phoneNumber || '—'}</Table.Td>
                    <Table.Td>{s.dueDate}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => setEditing(s)}
                        aria-label={`Edit ${s.name}`}
                      >
                        Edit
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryState>
      </Paper>
      {editing && (
        <SupplierModal supplier={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
