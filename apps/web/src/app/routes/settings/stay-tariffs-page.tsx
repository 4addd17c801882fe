import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { stayTariffQueries } from '../../../features/billing/api/stay-tariffs.queries.ts';
import { StayTariffsForm } from '../../../features/billing/components/stay-tariffs-form.tsx';

/**
 * Settings → Charges by rule: the clinic administrator prices a consultant's visit, a day's
 * nursing and a day's monitoring in each bed class; the ward and the IP bill charge them.
 */
export function StayTariffsPage() {
  const tariffs = useQuery(stayTariffQueries.list());
  return (
    <>
      <PageHeader title="Charges by rule" subtitle="Consultant visit, nursing and monitoring by bed class" />
      <QueryState query={tariffs} error="Failed to load the charges. Please try again." loadingLabel="Loading charges">
        {(list) => <StayTariffsForm tariffs={list} />}
      </QueryState>
    </>
  );
}
