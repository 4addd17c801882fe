import {
  type PayerClaimStatus,
  type Receivable,
  type Settlement,
  type ShortfallAction,
} from '@clinic/shared/insurance';
import { fullName } from '@clinic/shared/patients';
import type { ReceivableRow, SettlementRow } from './receivables.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const toSettlement = (s: SettlementRow): Settlement => ({
  _id: s.id,
  paidPaise: s.paidPaise,
  tdsPaise: s.tdsPaise,
  deductions: s.deductions,
  utr: s.utr,
  paidOn: s.paidOn,
  writeOffPaise: s.writeOffPaise,
  toPatientPaise: s.toPatientPaise,
  note: s.note,
  byName: s.byName,
  at: s.at.toISOString(),
});

/**
 * A payer bill's money: what it claimed (the bill's payer share as finalized), what came in and
 * was kept as TDS, what it deducted, what the hospital wrote off or moved to the patient, and
 * what is still owed. TDS counts as paid: it is the hospital's tax credit.
 */
export function receivableOf(row: ReceivableRow, settlements: SettlementRow[], now: Date): Receivable {
  const sum = (f: (s: SettlementRow) => number) => settlements.reduce((n, s) => n + f(s), 0);
  const claimed = row.b.payerSharePaise;
  const received = sum((s) => s.paidPaise);
  const tds = sum((s) => s.tdsPaise);
  const writtenOff = sum((s) => s.writeOffPaise);
  const toPatient = sum((s) => s.toPatientPaise);
  return {
    billId: row.b.id,
    billNumber: row.b.number,
    billedAt: row.b.finalizedAt.toISOString(),
    admissionId: row.b.admissionId,
    ipNumber: row.ipNumber,
    patientId: row.p.id,
    patientName: fullName(row.p),
    mrn: row.p.mrn,
    payerName: row.b.payerName,
    claimId: row.c?.id ?? null,
    status: (row.c?.status as PayerClaimStatus | undefined) ?? 'Not submitted',
    submittedAt: row.c?.submittedAt.toISOString() ?? null,
    reference: row.c?.reference ?? '',
    claimedPaise: claimed,
    receivedPaise: received,
    tdsPaise: tds,
    deductedPaise: sum((s) => s.deductions.reduce((n, d) => n + d.paise, 0)),
    writtenOffPaise: writtenOff,
    toPatientPaise: toPatient,
    outstandingPaise: claimed - received - tds - writtenOff - toPatient,
    ageDays: Math.max(0, Math.floor((now.getTime() - row.b.finalizedAt.getTime()) / DAY_MS)),
    settlements: settlements.map(toSettlement),
  };
}

/**
 * Where a payer bill stands after a settlement: paid in full is Settled; a shortfall kept open is
 * Short-paid (or Denied when nothing came); one written off or moved to the patient is Closed.
 */
export function statusAfter(
  outstanding: number,
  paidSomething: boolean,
  action: ShortfallAction,
  hadShortfall: boolean,
): PayerClaimStatus {
  if (outstanding > 0) return paidSomething ? 'Short-paid' : 'Denied';
  return hadShortfall && action !== 'reprocess' ? 'Closed' : 'Settled';
}
