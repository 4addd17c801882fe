import type { IpBillView } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAddMiscLine } from '../api/folio.queries.ts';
import { AmountWithReason, CreditNoteForm } from './bill-corrections.tsx';
import { useBillCreditNotePrint } from './bill-credit-note-print.tsx';
import { IpBillSections } from './ip-bill-sections.tsx';

function MiscLineForm({ admissionId }: { admissionId: string }) {
  const add = useAddMiscLine(admissionId);
  return (
    <AmountWithReason
      withDescription
      submitLabel="Add line"
      busy={add.isPending}
      onSubmit={async (v) => {
        try {
          await add.mutateAsync(v);
          toast.success('Miscellaneous line added');
          return true;
        } catch (err) {
          failed(err, 'Failed to add the line. Please try again.');
          return false;
        }
      }}
    />
  );
}

function CreditNotes({ view, billId }: { view: IpBillView; billId: string }) {
  const printer = useBillCreditNotePrint();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="xs">
        Credit notes
      </Title>
      {view.creditNotes.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          No credit notes against this bill.
        </Text>
      ) : (
        <Table aria-label="Credit notes" fz="sm" mb="sm">
          <Table.Tbody>
            {view.creditNotes.map((c) => (
              <Table.Tr key={c._id}>
                <Table.Td>{c.number}</Table.Td>
                <Table.Td>{c.reason}</Table.Td>
                <Table.Td>
                  {c.createdBy}, {formatDateTime(c.createdAt)}
                </Table.Td>
                <Table.Td ta="right">{formatPaise(c.amountPaise)}</Table.Td>
                <Table.Td ta="right">
                  <Button size="xs" variant="subtle" onClick={() => printer.print({ note: c, patient: view.patient })}>
                    Print
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {!view.closure && <CreditNoteForm billId={billId} patient={view.patient} />}
      {printer.element}
    </Paper>
  );
}

/** BILL DETAILS: every line by section; Miscellaneous lines until the bill is final, credit notes after. */
export function FolioDetails({ view }: { view: IpBillView }) {
  return (
    <Stack>
      <IpBillSections lines={view.lines} />
      {view.finalized ? (
        <CreditNotes view={view} billId={view.finalized._id} />
      ) : (
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            Add a Miscellaneous line
          </Title>
          <MiscLineForm admissionId={view.admission._id} />
        </Paper>
      )}
    </Stack>
  );
}
