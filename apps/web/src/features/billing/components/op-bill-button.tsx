import type { Bill } from '@clinic/shared/billing';
import { Button } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaperSize } from '../../../components/print/print-document.tsx';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { KEYS } from '../../../components/shortcuts/keys.ts';
import { useDeskShortcuts } from '../../../components/shortcuts/use-desk-shortcuts.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { clinicQuery } from '../../clinic/api/clinic.queries.ts';
import { OpBillDialog } from './op-bill-dialog.tsx';
import { BillPrint } from './bill-print.tsx';

/** "Bill" for a patient: opens the bill dialog, and prints the finalized bill on the paper chosen. */
export function OpBillButton({ patientId }: { patientId: string }) {
  const [open, setOpen] = useState(false);
  useDeskShortcuts([
    { keys: KEYS.newOpBill, label: "Bill this patient's pending OP charges", run: () => setOpen(true) },
  ]);
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  const printer = usePrintJob(({ bill, paper }: { bill: Bill; paper: PaperSize }) => (
    <BillPrint bill={bill} paper={paper} clinic={clinic.data} printedBy={me.data?.name ?? 'staff'} />
  ));
  return (
    <>
      <Button leftSection={<IconReceipt size={16} />} onClick={() => setOpen(true)}>
        Bill
      </Button>
      {open && (
        <OpBillDialog
          patientId={patientId}
          onClose={() => setOpen(false)}
          onBilled={(bill, paper) => {
            setOpen(false);
            printer.print({ bill, paper });
          }}
        />
      )}
      {printer.element}
    </>
  );
}
