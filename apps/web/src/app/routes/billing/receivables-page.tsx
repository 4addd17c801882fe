import type { Receivable } from '@clinic/shared/insurance';
import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { receivablesQueries, type ReceivablesFilter } from '../../../features/insurance/api/receivables.queries.ts';
import { PayerAgeingTable } from '../../../features/insurance/components/payer-ageing-table.tsx';
import { PayerClaimSendDialog } from '../../../features/insurance/components/payer-claim-send-dialog.tsx';
import { ReceivablesTable, type ReceivableAction } from '../../../features/insurance/components/receivables-table.tsx';
import { SettlementDialog } from '../../../features/insurance/components/settlement-dialog.tsx';
import { useCan } from '../../../features/auth/api/use-can.ts';
import { useClinicToday } from '../../../lib/clinic-clock.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';

/**
 * Billing → Receivables: what payers owe after discharge, by age and bill by bill; the desk
 * submits each payer's bill, posts settlements with TDS and deductions, re-submits short
 * payments and closes them.
 */
export function ReceivablesPage() {
  const [params, setParam] = useSearchState(['show'] as const);
  const show: ReceivablesFilter = params.show === 'all' ? 'all' : 'open';
  const list = useQuery(receivablesQueries.list(show));
  const ageing = useQuery(receivablesQueries.ageing());
  const today = useClinicToday();
  const can = useCan();
  const [open, setOpen] = useState<{ r: Receivable; action: ReceivableAction } | null>(null);
  return (
    <>
      <PageHeader
        title="Receivables"
        subtitle="What payers owe after discharge: submission, settlement, short payments and ageing"
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
      <Stack>
        <Title order={2} size="h4">
          Outstanding by payer
        </Title>
        <QueryState
          query={ageing}
          error="Failed to load the ageing. Please try again."
          loadingLabel="Loading the ageing"
          isEmpty={(rows) => rows.length === 0}
          empty={<EmptyView message="No payer owes anything" />}
        >
          {(rows) => <PayerAgeingTable rows={rows} />}
        </QueryState>
        <Title order={2} size="h4">
          Payers&apos; bills
        </Title>
        <QueryState
          query={list}
          error="Failed to load the payers' bills. Please try again."
          loadingLabel="Loading payers' bills"
          isEmpty={(rows) => rows.length === 0}
          empty={<EmptyView message={show === 'open' ? 'No open payer bills' : 'No payer bills yet'} />}
        >
          {(rows) => (
            <ReceivablesTable
              rows={rows}
              onAction={can('claims.manage') ? (r, action) => setOpen({ r, action }) : undefined}
            />
          )}
        </QueryState>
      </Stack>
      {open?.action === 'settle' && (
        <SettlementDialog receivable={open.r} today={today} onClose={() => setOpen(null)} />
      )}
      {open && open.action !== 'settle' && (
        <PayerClaimSendDialog receivable={open.r} resubmit={open.action === 'resubmit'} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
