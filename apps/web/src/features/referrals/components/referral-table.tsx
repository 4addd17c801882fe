import type { Referral } from '@clinic/shared/referrals';
import { Text } from '@mantine/core';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { RowActions } from '../../../components/ui/row-actions.tsx';

/** Referrals (000 §2.2): name, type, code, email (N/A when empty), phone, View/Edit/Delete. */
export function ReferralTable({ referrals, onDelete }: { referrals: Referral[]; onDelete: (r: Referral) => void }) {
  const columns: Column<Referral>[] = [
    {
      header: 'Name',
      cell: (r) => (
        <Text fw={600} size="sm" truncate="end" maw={240} title={r.name}>
          {r.name}
        </Text>
      ),
    },
    { header: 'Referral Type', cell: (r) => r.referralType, nowrap: true },
    {
      header: 'Referral Code',
      cell: (r) => (
        <Text ff="monospace" size="sm">
          {r.referralCode}
        </Text>
      ),
      nowrap: true,
    },
    { header: 'Email', cell: (r) => r.email ?? 'N/A', truncate: 220, text: (r) => r.email ?? 'N/A', priority: 2 },
    { header: 'Phone', cell: (r) => r.phone, nowrap: true },
    {
      header: 'Actions',
      cell: (r) => (
        <RowActions
          viewTo={`/reception/view-referral/${r._id}`}
          editTo={`/reception/edit-referral/${r._id}`}
          onDelete={() => onDelete(r)}
        />
      ),
    },
  ];
  return <DataTable rows={referrals} columns={columns} rowKey={(r) => r._id} label="Referrals" minWidth={640} />;
}
