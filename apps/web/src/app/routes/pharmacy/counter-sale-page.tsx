import type { Sale } from '@clinic/shared/pharmacy';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { AllergyBanner } from '../../../components/clinical/allergy-banner.tsx';
import { useCan } from '../../../features/auth/api/use-can.ts';
import { CounterSaleForm } from '../../../features/pharmacy/components/counter-sale-form.tsx';
import { SaleSummary } from '../../../features/pharmacy/components/sale-summary.tsx';

/**
 * /pharmacy/unregistred-patient (the spec's spelling): a walk-in's counter sale and its bill, or
 * a registered patient's, whose allergies are then shown and checked.
 */
export function CounterSalePage() {
  const [sales, setSales] = useState<Sale[]>([]);
  const can = useCan();
  return (
    <>
      <PageHeader
        title="Unregistered Patient Sale"
        subtitle="Walk-in or registered patient: batches first-expiry-first-out at their MRP"
      />
      <Stack gap="md">
        {sales.map((s) => (
          <SaleSummary key={s._id} sale={s} />
        ))}
        <CounterSaleForm
          onSold={(s) => setSales((all) => [s, ...all.slice(0, 2)])}
          findPatients={can('patients.read')}
          allergies={
            can('patients.allergies.read') ? (patientId) => <AllergyBanner patientId={patientId} /> : undefined
          }
        />
      </Stack>
    </>
  );
}
