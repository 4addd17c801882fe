import type { Bill, IpBillView } from '@clinic/shared/billing';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { failed } from '../../../lib/failed.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { clinicQuery } from '../../clinic/api/clinic.queries.ts';
import { billingQueries } from '../api/billing.queries.ts';
import { BillPrint } from './bill-print.tsx';
import { ProvisionalBillPrint } from './provisional-bill-print.tsx';

/** Print the finalized bill, or the provisional one before that, on the print kit. */
export function BillPrintButton({ view }: { view: IpBillView }) {
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  const client = useQueryClient();
  const printedBy = me.data?.name ?? 'staff';
  const provisional = usePrintJob((v: IpBillView) => (
    <ProvisionalBillPrint view={v} clinic={clinic.data} printedBy={printedBy} />
  ));
  const final = usePrintJob((bill: Bill) => (
    <BillPrint bill={bill} paper="A4" clinic={clinic.data} printedBy={printedBy} />
  ));
  const printFinal = async (id: string) => {
    try {
      final.print(await client.fetchQuery(billingQueries.bill(id)));
    } catch (err) {
      failed(err, 'Failed to load the bill. Please try again.');
    }
  };
  const finalized = view.finalized;
  return (
    <>
      {finalized ? (
        <Button leftSection={<IconPrinter size={16} />} onClick={() => void printFinal(finalized._id)}>
          Print bill
        </Button>
      ) : (
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => provisional.print(view)}>
          Print provisional bill
        </Button>
      )}
      {provisional.element}
      {final.element}
    </>
  );
}
