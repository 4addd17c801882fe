import { REFERRAL_TYPES, type Referral } from '@clinic/shared/referrals';
import { Alert, Anchor, Button, Group, Paper, Select, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RowActions } from '../../../components/ui/row-actions.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { referralQueries, useDeleteReferral } from '../../../features/referrals/api/referrals.queries.ts';

const PAGE_SIZE = 25;

export function ReferralListPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [type, setType] = useState<string>('All Types');
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<Referral>();
  const [deleted, setDeleted] = useState(false);
  const remove = useDeleteReferral();
  const list = useQuery(
    referralQueries.list({
      search: debounced.trim() || undefined,
      type: type === 'All Types' ? undefined : (type as Referral['referralType']),
      page,
      pageSize: PAGE_SIZE,
    }),
  );
  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => setDeleted(false), 3000);
    return () => clearTimeout(timer);
  }, [deleted]);

  const confirmDelete = () =>
    toDelete &&
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        setToDelete(undefined);
        setDeleted(true);
      },
      onError: () => {
        setToDelete(undefined);
        toast.error('Failed to delete referral. Please try again.');
      },
    });

  return (
    <>
      <PageHeader
        title="Referrals"
        actions={
          <Button component={Link} to="/reception/add-referral" leftSection={<IconPlus size={16} />}>
            Add referrals
          </Button>
        }
      />
      {deleted && (
        <Alert color="green" mb="md" role="status">
          Referral deleted successfully
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Group mb="md">
          <TextInput
            aria-label="Search referrals"
            placeholder="Search by name, email, phone or code"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={320}
          />
          <Select
            aria-label="Referral type"
            data={['All Types', ...REFERRAL_TYPES]}
            value={type}
            allowDeselect={false}
            onChange={(v) => {
              setType(v ?? 'All Types');
              setPage(1);
            }}
            w={180}
          />
        </Group>
        <QueryState
          query={list}
          error="Failed to load referrals. Please try again."
          isEmpty={(data) => data.data.length === 0}
          empty={
            <EmptyView
              message="No referrals added yet"
              action={
                <Anchor component={Link} to="/reception/add-referral">
                  Add referrals
                </Anchor>
              }
            />
          }
        >
          {(data) => (
            <>
              <Table.ScrollContainer minWidth={760}>
                <Table striped highlightOnHover verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Referral Type</Table.Th>
                      <Table.Th>Referral Code</Table.Th>
                      <Table.Th>Email</Table.Th>
                      <Table.Th>Phone</Table.Th>
                      <Table.Th>Actions</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.data.map((r) => (
                      <Table.Tr key={r._id}>
                        <Table.Td fw={600}>{r.name}</Table.Td>
                        <Table.Td>{r.referralType}</Table.Td>
                        <Table.Td ff="monospace">{r.referralCode}</Table.Td>
                        <Table.Td>{r.email ?? 'N/A'}</Table.Td>
                        <Table.Td>{r.phone}</Table.Td>
                        <Table.Td>
                          <RowActions
                            viewTo={`/reception/view-referral/${r._id}`}
                            editTo={`/reception/edit-referral/${r._id}`}
                            onDelete={() => setToDelete(r)}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
            </>
          )}
        </QueryState>
      </Paper>
      <ConfirmDialog
        opened={toDelete !== undefined}
        title="Delete referral"
        message="Are you sure you want to delete this referral?"
        busy={remove.isPending}
        onCancel={() => setToDelete(undefined)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
