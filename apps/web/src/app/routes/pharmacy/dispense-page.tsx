import type { Sale } from '@clinic/shared/pharmacy';
import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { pharmacyQueries } from '../../../features/pharmacy/api/pharmacy.queries.ts';
import { AllergyBanner } from '../../../components/clinical/allergy-banner.tsx';
import { DispenseForm } from '../../../features/pharmacy/components/dispense-form.tsx';
import { SaleSummary } from '../../../features/pharmacy/components/sale-summary.tsx';

/** /pharmacy/op-prescription/{encounterId}: dispense a prescription, all or part, and bill it. */
export function DispensePage() {
  const { encounterId = '' } = useParams();
  const proposal = useQuery(pharmacyQueries.proposal(encounterId));
  const [sales, setSales] = useState<Sale[]>([]);
  return (
    <>
      <PageHeader
        title="Dispense"
        subtitle="Batches first-expiry-first-out; change a quantity to dispense part, or choose a substitute"
        actions={
          <Anchor component={Link} to="/pharmacy/op-prescription" size="sm">
            Back to OP prescriptions
          </Anchor>
        }
      />
      <Stack gap="md">
        {sales.map((s) => (
          <SaleSummary key={s._id} sale={s} />
        ))}
        <QueryState query={proposal} error="Failed to load the prescription. Please try again.">
          {(lines) => (
            <Stack gap="md">
              {lines[0] && <AllergyBanner patientId={lines[0].patientId} />}
              <DispenseForm
                key={lines.map((l) => `${l.requestId}:${l.dispensed}`).join()}
                encounterId={encounterId}
                proposals={lines}
                onDone={(sale) => setSales((all) => [sale, ...all])}
              />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </>
  );
}
