import { can } from '@clinic/shared/auth';
import type { ClinicProfile } from '@clinic/shared/clinic';
import type { ClaimCase, Coverage } from '@clinic/shared/insurance';
import type { Patient } from '@clinic/shared/patients';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { failed } from '../../../lib/failed.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { billingQueries } from '../../billing/api/billing.queries.ts';
import { clinicQuery } from '../../clinic/api/clinic.queries.ts';
import { patientQueries } from '../../patients/api/patients.queries.ts';
import { insuranceQueries } from '../api/insurance.queries.ts';
import { ClaimRequestPrint, type ClaimStay } from './claim-request-print.tsx';

type Job = {
  stay: ClaimStay;
  patient: Patient | null;
  cover: Coverage | null;
  clinic: ClinicProfile | undefined;
  printedBy: string;
};

/**
 * Prints the claim's cashless request form (A4). Printing is reading, so a claims reader may: the
 * stay, the patient's record and covers are read as it prints. A reader whose role may not see
 * the patient's record or covers is not asked for them (the server would refuse); the form then
 * leaves those lines blank, as the paper form does for the insured to fill. A cancelled request
 * is not printed: it will never go to the payer.
 */
export function ClaimRequestPrintButton({ claim }: { claim: ClaimCase }) {
  const client = useQueryClient();
  const [reading, setReading] = useState(false);
  const printer = usePrintJob((job: Job) => <ClaimRequestPrint claim={claim} {...job} />);
  if (claim.status === 'Cancelled') return null;

  const print = async () => {
    setReading(true);
    try {
      const [me, clinic, stay] = await Promise.all([
        client.ensureQueryData(meQuery).catch(() => null),
        client.ensureQueryData(clinicQuery).catch(() => undefined),
        client.fetchQuery(billingQueries.ipBill(claim.admissionId)),
      ]);
      const patientId = stay.patient._id;
      const [patient, covers] = await Promise.all([
        can(me?.permissions, 'patients.read') ? client.fetchQuery(patientQueries.detail(patientId)) : null,
        can(me?.permissions, 'coverages.read') ? client.fetchQuery(insuranceQueries.coverages(patientId)) : null,
      ]);
      const cover = covers?.find((c) => c._id === claim.coverageId) ?? null;
      printer.print({ stay, patient, cover, clinic, printedBy: me?.name ?? 'staff' });
    } catch (err) {
      failed(err, 'Failed to load the request form. Please try again.');
    } finally {
      setReading(false);
    }
  };

  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPrinter size={14} />}
        loading={reading}
        onClick={() => void print()}
      >
        Print request form
      </Button>
      {printer.element}
    </>
  );
}
