import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { KEYS } from '../../../components/shortcuts/keys.ts';
import { useDeskShortcuts } from '../../../components/shortcuts/use-desk-shortcuts.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { billingQueries } from '../../../features/billing/api/billing.queries.ts';
import { PendingDiscounts } from '../../../features/billing/components/pending-discounts.tsx';
import { FOLIO_TABS, PatientBill, type FolioTab } from '../../../features/billing/components/patient-bill.tsx';
import { ClaimsPanel } from '../../../features/insurance/components/claims-panel.tsx';
import { useSearchState } from '../../../lib/use-search-state.ts';

const isTab = (v: string): v is FolioTab => FOLIO_TABS.some((t) => t.value === v);

/** /billing/patient-bill?admission={id}&tab={tab}: a stay's whole account in the spec's eight tabs. */
export function PatientBillPage() {
  const [params, setParam] = useSearchState(['admission', 'tab'] as const);
  const view = useQuery(billingQueries.ipBill(params.admission));
  useDeskShortcuts(
    view.data
      ? [
          {
            keys: KEYS.collect,
            label: 'Collect payment: open PAYMENT / DEPOSIT',
            run: () => setParam('tab', 'payment'),
          },
        ]
      : [],
  );
  return (
    <>
      <PageHeader title="Patient Bill" subtitle="A stay's account: bill, payments, discounts, payer and closure" />
      {params.admission ? (
        <QueryState query={view} error="Failed to load the bill. Please try again." loadingLabel="Loading bill">
          {(v) => (
            <PatientBill
              view={v}
              tab={isTab(params.tab) ? params.tab : 'summary'}
              onTab={(t) => setParam('tab', t)}
              authorization={<ClaimsPanel admissionId={v.admission._id} />}
            />
          )}
        </QueryState>
      ) : (
        <>
          <PendingDiscounts />
          <EmptyView
            message="Choose a patient from IP Billing"
            action={
              <Anchor component={Link} to="/billing/bill-list-view">
                Open IP Billing
              </Anchor>
            }
          />
        </>
      )}
    </>
  );
}
