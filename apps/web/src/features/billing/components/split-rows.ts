import type { BillSplit } from '@clinic/shared/billing';
import type { PrintTotal } from '../../../components/print/print-totals.tsx';

/**
 * A split bill's rows, in the order the desk explains them: what the payer leaves out and why,
 * then who pays what. Reasons that came to nothing are left out (`optional`).
 */
export function splitRows(split: BillSplit, payerName: string): PrintTotal[] {
  return [
    { label: 'Bill total', paise: split.totalPaise },
    { label: 'Non-payable items (regulator’s lists)', paise: -split.nonPayablePaise, optional: true },
    {
      label: 'Room above the policy’s limit, and its share of room-linked charges',
      paise: -split.roomDeductionPaise,
      optional: true,
    },
    { label: 'Admissible', paise: split.admissiblePaise },
    { label: 'Deductible', paise: -split.deductiblePaise, optional: true },
    { label: 'Co-pay', paise: -split.copayPaise, optional: true },
    { label: 'Over the approved amount', paise: -split.overApprovalPaise, optional: true },
    { label: `Payer pays (${payerName})`, paise: split.payerPaise, grand: true },
    { label: 'Patient pays', paise: split.patientPaise, grand: true },
  ];
}
