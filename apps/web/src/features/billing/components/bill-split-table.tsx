import type { BillSplit } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Table, Title } from '@mantine/core';
import { splitRows } from './split-rows.ts';

/**
 * The payer's and the patient's shares of an insured stay's bill, each deduction by its reason;
 * then what the payer did not pay of its share that the desk moved to the patient, if any.
 */
export function BillSplitTable({
  split,
  payerName,
  movedPaise = 0,
}: {
  split: BillSplit;
  payerName: string;
  movedPaise?: number;
}) {
  const rows = [
    ...splitRows(split, payerName),
    { label: 'Not paid by the payer, moved to the patient', paise: movedPaise, optional: true },
  ].filter((r) => !(r.optional && r.paise === 0));
  return (
    <>
      <Title order={3} size="h5" mt="md" mb={4}>
        Payer and patient shares
      </Title>
      <Table aria-label="Payer and patient shares" fz="sm" withRowBorders={false} verticalSpacing={3}>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.label}>
              <Table.Td fw={r.grand ? 700 : 400}>{r.label}</Table.Td>
              <Table.Td ta="right" fw={r.grand ? 700 : 400}>
                {r.paise < 0 ? `− ${formatPaise(-r.paise)}` : formatPaise(r.paise)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
