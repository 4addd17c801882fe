import type { Bill, IpBillView } from '@clinic/shared/billing';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaperSize, PrintCopy } from '../../../components/print/print-document.tsx';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { KEYS } from '../../../components/shortcuts/keys.ts';
import { useDeskShortcuts } from '../../../components/shortcuts/use-desk-shortcuts.ts';
import { failed } from '../../../lib/failed.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { clinicQuery } from '../../clinic/api/clinic.queries.ts';
import { billingQueries } from '../api/billing.queries.ts';
import { BillPrint } from './bill-print.tsx';
import { ProvisionalBillPrint } from './provisional-bill-print.tsx';

type BillJob = { bill: Bill; paper: PaperSize; copy: PrintCopy };

/** Prints a finalized bill on the print kit: the original from the finalize flow, a duplicate from anywhere else. */
export function useBillPrint() {
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  const client = useQueryClient();
  const job = usePrintJob(({ bill, paper, copy }: BillJob) => (
    <BillPrint bill={bill} paper={paper} copy={copy} clinic={clinic.data} printedBy={me.data?.name ?? 'staff'} />
  ));
  return {
    print: (next: BillJob) => job.print(next),
    /** Fetches the bill, then prints it as a duplicate: a bill seen again is never a second original. */
    reprint: async (billId: string, paper: PaperSize = 'A4') => {
      try {
        job.print({ bill: await client.fetchQuery(billingQueries.bill(billId)), paper, copy: 'duplicate' });
      } catch (err) {
        failed(err, 'Failed to load the bill. Please try again.');
      }
    },
    element: job.element,
  };
}

/** Print the finalized bill (a duplicate: the finalize flow printed the original), or the provisional one before that. */
export function BillPrintButton({ view }: { view: IpBillView }) {
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  const printedBy = me.data?.name ?? 'staff';
  const provisional = usePrintJob((v: IpBillView) => (
    <ProvisionalBillPrint view={v} clinic={clinic.data} printedBy={printedBy} />
  ));
  const final = useBillPrint();
  const finalized = view.finalized;
  useDeskShortcuts([
    finalized
      ? { keys: KEYS.print, label: 'Print the bill', run: () => void final.reprint(finalized._id) }
      : { keys: KEYS.print, label: 'Print the provisional bill', run: () => provisional.print(view) },
  ]);
  return (
    <>
      {finalized ? (
        <Button leftSection={<IconPrinter size={16} />} onClick={() => void final.reprint(finalized._id)}>
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
