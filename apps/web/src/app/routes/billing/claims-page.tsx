import { SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { claimsDeskQueries, type ClaimsDeskFilter } from '../../../features/insurance/api/claims-desk.queries.ts';
import { ClaimsDeskTable } from '../../../features/insurance/components/claims-desk-table.tsx';
import { PayerTimesPanel } from '../../../features/insurance/components/payer-times.tsx';
import { useSearchState } from '../../../lib/use-search-state.ts';

/**
 * Billing → Claims: the TPA desk's worklist of cashless claims, the ones waiting on a payer first
 * with the minutes against the regulator's limit; a claim opens its stay's AUTHORIZATION tab.
 */
export function ClaimsPage() {
  const [params, setParam] = useSearchState(['show'] as const);
  const show: ClaimsDeskFilter = params.show === 'all' ? 'all' : 'open';
  const claims = useQuery(claimsDeskQueries.list(show));
  return (
    <>
      <PageHeader
        title="Claims"
        subtitle="Cashless claims of insured stays: what waits on a payer, and for how long"
        actions={
          <SegmentedControl
            aria-label="Show"
            data={[
              { value: 'open', label: 'Open' },
              { value: 'all', label: 'All' },
            ]}
            value={show}
            onChange={(v) => setParam('show', v === 'all' ? 'all' : '')}
          />
        }
      />
      <QueryState
        query={claims}
        error="Failed to load the claims. Please try again."
        loadingLabel="Loading claims"
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyView message={show === 'open' ? 'No open claims' : 'No claims yet'} />}
      >
        {(rows) => <ClaimsDeskTable rows={rows} now={claims.dataUpdatedAt || Date.now()} />}
      </QueryState>
      <PayerTimesPanel />
    </>
  );
}
