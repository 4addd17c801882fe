import type { AdmissionDetail } from '@clinic/shared/admissions';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCan } from '../../../features/auth/api/use-can.ts';
import { DepositForm } from '../../../features/billing/components/deposit-form.tsx';
import { useReceiptPrint } from '../../../features/billing/components/receipt-print.tsx';
import { AdmissionPrintButtons } from '../../../features/admissions/components/admission-print-buttons.tsx';

/**
 * What the desk does once the bed is taken: print the admission slip and the wristband, and
 * take the deposit (or send the attendant to the billing counter when this desk cannot).
 */
export function AdmittedDialog({ admission: a, onDone }: { admission: AdmissionDetail; onDone: () => void }) {
  const canDeposit = useCan()('payments.deposit');
  const receipt = useReceiptPrint();
  return (
    <Modal opened onClose={onDone} title="Patient admitted" size="lg">
      <Stack>
        <Text size="sm">
          <strong>{a.patientName}</strong> is admitted as <strong>{a.ipNumber}</strong> to {a.ward}, room {a.roomNumber}
          , bed {a.bedNumber}.
        </Text>
        <AdmissionPrintButtons admission={a} />
        {canDeposit ? (
          <DepositForm
            admissionId={a._id}
            onReceipt={(r) =>
              receipt.print({
                receipt: r,
                patient: { name: a.patientName, mrn: a.mrn },
                ipNumber: a.ipNumber,
                against: `Advance for stay ${a.ipNumber}`,
                paper: 'A5',
              })
            }
          />
        ) : (
          <Alert color="blue" title="Deposit">
            The billing counter takes the admission deposit against {a.ipNumber} and prints its receipt.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={onDone}>Done</Button>
        </Group>
      </Stack>
      {receipt.element}
    </Modal>
  );
}
