import { REFERRAL_TYPES, type Referral } from '@clinic/shared/referrals';
import { Alert, Anchor, Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListView } from '../../../components/list/list-view.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { referralQueries, useDeleteReferral } from '../../../features/referrals/api/referrals.queries.ts';
import { ReferralTable } from '../../../features/referrals/components/referral-table.tsx';

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
        <ListView
          query={list}
          error="Failed to load referrals. Please try again."
          empty="No referrals added yet"
          noMatch="No referrals match your search"
          filtered={debounced.trim() !== '' || type !== 'All Types'}
          emptyAction={
            <Anchor component={Link} to="/reception/add-referral">
              Add referrals
            </Anchor>
          }
          onPage={setPage}
        >
          {(rows) => <ReferralTable referrals={rows} onDelete={setToDelete} />}
        </ListView>
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
