import type { Payer } from '@clinic/shared/insurance';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { insuranceQueries } from '../../../features/insurance/api/insurance.queries.ts';
import { PayerModal } from '../../../features/insurance/components/payer-modal.tsx';
import { PayerTable } from '../../../features/insurance/components/payer-table.tsx';
import { TariffModal } from '../../../features/insurance/components/tariff-modal.tsx';
import { useCan } from '../../../features/auth/api/use-can.ts';

/**
 * Billing → Payers: the insurers, TPAs, government schemes and employers the hospital bills,
 * with their contracts and tariffs; patients' covers and stays' contracts name them.
 */
export function PayersPage() {
  const payers = useQuery(insuranceQueries.payers());
  const [editing, setEditing] = useState<Payer | 'new' | null>(null);
  const [tariffOf, setTariffOf] = useState<Payer | null>(null);
  const can = useCan();
  return (
    <>
      <PageHeader
        title="Payers"
        subtitle="Insurers, TPAs, government schemes and employers, with their contracts and tariffs"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add payer
          </Button>
        }
      />
      <QueryState
        query={payers}
        error="Failed to load the payers. Please try again."
        loadingLabel="Loading payers"
        isEmpty={(list) => list.length === 0}
        empty={<EmptyView message="No payers added yet" />}
      >
        {(list) => <PayerTable payers={list} onEdit={setEditing} onTariff={setTariffOf} />}
      </QueryState>
      {tariffOf && <TariffModal payer={tariffOf} canEdit={can('payers.manage')} onClose={() => setTariffOf(null)} />}
      {editing && (
        <PayerModal key={editing === 'new' ? 'new' : editing._id} value={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
