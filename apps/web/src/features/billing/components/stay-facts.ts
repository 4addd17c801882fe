import type { BillStay } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import type { PrintFact } from '../../../components/print/print-facts.tsx';
import type { PrintColumn } from '../../../components/print/print-line-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** Room days as the bill counts them: "3", or "3.5" with a half day. */
export const formatDays = (days: number) => (Number.isInteger(days) ? String(days) : days.toFixed(1));

/**
 * The head of an IP bill: the IP number, admission and discharge ("—" while in hospital), the
 * consultant, the ward and room type of the latest bed, and the room days the bill charges.
 */
export function stayFacts(stay: BillStay): (PrintFact & { value: string })[] {
  return [
    { label: 'IP number', value: stay.ipNumber },
    { label: 'Consultant', value: stay.consultant },
    { label: 'Admitted', value: formatDateTime(stay.admittedAt) },
    { label: 'Discharged', value: stay.dischargedAt ? formatDateTime(stay.dischargedAt) : '—' },
    { label: 'Ward / bed class', value: stay.roomType ? `${stay.ward} (${stay.roomType})` : stay.ward || '—' },
    { label: 'Days', value: formatDays(stay.days) },
  ];
}

/** A bill line's quantity at its unit price, "4 × ₹9.50", beside its amount. */
export const quantityAtRate = (l: { quantity: number; unitPricePaise: number }) =>
  `${l.quantity} × ${formatPaise(l.unitPricePaise)}`;

/** The "Qty × Rate" column of a printed bill, kept on one line. */
export const quantityAtRateColumn = <Row extends { quantity: number; unitPricePaise: number }>(): PrintColumn<Row> => ({
  header: 'Qty × Rate',
  cell: quantityAtRate,
  style: () => ({ whiteSpace: 'nowrap' }),
});
