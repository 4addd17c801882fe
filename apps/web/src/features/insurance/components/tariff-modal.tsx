import type { Payer, TariffRate } from '@clinic/shared/insurance';
import { formatPaise } from '@clinic/shared/money';
import { Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { useClinicToday } from '../../../lib/clinic-clock.ts';
import { formatDate } from '../../../lib/format.ts';
import { tariffQueries } from '../api/tariffs.queries.ts';
import { CATEGORY_LABELS } from './tariff-labels.ts';
import { TariffFactorsForm } from './tariff-factors-form.tsx';
import { TariffRateForm } from './tariff-rate-form.tsx';

const columns: Column<TariffRate>[] = [
  { header: 'Service', cell: (r) => r.serviceName },
  { header: 'Room', nowrap: true, cell: (r) => CATEGORY_LABELS[r.roomCategory] },
  { header: 'From', nowrap: true, cell: (r) => formatDate(r.effectiveFrom) },
  { header: "Payer's price", nowrap: true, cell: (r) => <strong>{formatPaise(r.pricePaise)}</strong> },
  { header: 'Hospital price', nowrap: true, cell: (r) => formatPaise(r.hospitalPricePaise) },
  { header: 'Added by', cell: (r) => r.createdBy },
];

/**
 * A payer's tariff: its dated rates (a new rate takes over from its day; bills already finalized
 * keep their prices) and, for a scheme, the factors on its base rates. Insured stays' bills use it.
 */
export function TariffModal({ payer, canEdit, onClose }: { payer: Payer; canEdit: boolean; onClose: () => void }) {
  const tariff = useQuery(tariffQueries.tariff(payer._id));
  const today = useClinicToday();
  return (
    <Modal opened onClose={onClose} title={`Tariff of ${payer.name}`} size="80rem">
      <Stack>
        <Text size="sm" c="dimmed">
          The bill of a stay under this payer prices each service at the rate for its room on the day it was charged;
          services without a rate keep the hospital&apos;s price.
        </Text>
        {canEdit && <TariffRateForm payerId={payer._id} today={today} />}
        <QueryState
          query={tariff}
          error="Failed to load the tariff. Please try again."
          loadingLabel="Loading the tariff"
        >
          {(t) => (
            <Stack>
              {t.rates.length === 0 ? (
                <EmptyView message="No rates yet: every service is billed at the hospital's price" />
              ) : (
                <DataTable rows={t.rates} columns={columns} rowKey={(r) => r._id} label="Rates" />
              )}
              {canEdit && (
                <>
                  <Title order={3} size="h5">
                    Rate factors
                  </Title>
                  <TariffFactorsForm key={JSON.stringify(t.factors)} payerId={payer._id} factors={t.factors} />
                </>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Modal>
  );
}
