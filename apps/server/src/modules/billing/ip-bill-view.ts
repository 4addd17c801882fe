import { groupedBillLines, priceBill, splitBill, type IpBillView, type RoomDayRule } from '@clinic/shared/billing';
import { fullName } from '@clinic/shared/patients';
import type { DbOrTx } from '../../db/client.ts';
import { billSplitRepository } from './bill-split.repository.ts';
import { billStayOf } from './bill-stay.repository.ts';
import { billsRepository, paidOf, toReceipt } from './bills.repository.ts';
import { folioRepository, toDiscount } from './folio.repository.ts';
import { discountedIpBillOf, pendingChargesOf } from './ip-bill-lines.ts';
import { ipBillingRepository as repo } from './ip-billing.repository.ts';
import { toStayPackage } from './packages.repository.ts';

type Admission = NonNullable<Awaited<ReturnType<typeof repo.admission>>>;

/** What a stay's account adds up to: the figures every tab of the patient bill shows. */
export type FolioFigures = {
  totalPaise: number;
  payerSharePaise: number;
  creditNotePaise: number;
  patientDuePaise: number;
  paidPaise: number;
  balancePaise: number;
};

export function figuresOf(f: {
  totalPaise: number;
  payerSharePaise: number;
  creditNotePaise: number;
  paidPaise: number;
}) {
  const patientDuePaise = f.totalPaise - f.payerSharePaise - f.creditNotePaise;
  return { ...f, patientDuePaise, balancePaise: patientDuePaise - f.paidPaise } satisfies FolioFigures;
}

/**
 * The IP bill as it stands. Before finalization its lines are computed from the bed history and
 * pending charges with the approved discounts; after, they are the finalized bill's own lines.
 * The contract payer's share is taken off what the patient owes; credit notes likewise.
 */
export async function ipBillViewOf(
  db: DbOrTx,
  { a, p }: Admission,
  deps: { roomDayRule: RoomDayRule; timeZone: string; discountApprovalPercent: number },
): Promise<IpBillView> {
  const [computed, paid, finalized, contract, closure, terms] = await Promise.all([
    discountedIpBillOf(db, a, deps),
    repo.payments(db, a.id),
    repo.bill(db, a.id),
    folioRepository.contract(db, a.id),
    folioRepository.closure(db, a.id),
    billSplitRepository.termsOf(db, a.id),
  ]);
  const bill = finalized ? await billsRepository.detail(db, finalized.id) : undefined;
  const late = finalized ? await pendingChargesOf(db, a.id, deps.timeZone) : [];
  const suppIds = new Set(finalized ? (await repo.supplementary(db, a.id)).map((b) => b.id) : []);
  const supplementary =
    suppIds.size > 0 ? (await billsRepository.ofPatient(db, a.patientId)).filter((b) => suppIds.has(b._id)) : [];
  const creditNotes = finalized ? await folioRepository.creditNotesOfBill(db, finalized.id) : [];
  const priced = priceBill(computed.lines, computed.discountPercent);
  const lines: Omit<IpBillView['lines'][number], 'paid' | 'charges'>[] = bill ? bill.lines : priced.lines;
  const totalPaise = bill ? bill.totalPaise : priced.totalPaise;
  const stay = bill?.stay ?? (await billStayOf(db, a.id, lines));
  // A finalized bill keeps the split it was made with; a provisional one is split as it stands.
  const split = finalized ? finalized.payerSplit : terms && splitBill(priced.lines, priced.totalPaise, terms);
  const payerSharePaise = bill
    ? bill.payerSharePaise
    : contract.payerType === 'Self'
      ? 0
      : (split?.payerPaise ?? Math.min(contract.approvedPaise, totalPaise));
  const figures = figuresOf({
    totalPaise,
    payerSharePaise,
    creditNotePaise: creditNotes.reduce((s, c) => s + c.amountPaise, 0),
    paidPaise: paidOf(paid),
  });
  let covered = figures.paidPaise + payerSharePaise + figures.creditNotePaise;
  const summary = bill && {
    _id: bill._id,
    number: bill.number,
    kind: bill.kind,
    documentType: bill.documentType,
    totalPaise: bill.totalPaise,
    paidPaise: bill.paidPaise,
    balancePaise: bill.balancePaise,
    finalizedAt: bill.finalizedAt,
  };
  return {
    admission: {
      _id: a.id,
      ipNumber: a.ipNumber,
      status: a.status,
      admittedAt: a.admittedAt.toISOString(),
      dischargedAt: a.dischargedAt?.toISOString() ?? null,
      dischargeInitiated: a.dischargeInitiatedAt !== null,
      consultant: stay?.consultant ?? '',
      ward: stay?.ward ?? '',
      roomType: stay?.roomType ?? '',
      days: stay?.days ?? 0,
    },
    patient: { _id: p.id, name: fullName(p), mrn: p.mrn, phone: p.phone },
    roomDayRule: deps.roomDayRule,
    lines: groupedBillLines(
      lines.map((l) => {
        covered -= l.totalPaise;
        return {
          chargeId: l.chargeId,
          section: l.section,
          description: l.description,
          category: l.category,
          quantity: l.quantity,
          unitPricePaise: l.unitPricePaise,
          gstRateBp: l.gstRateBp,
          amountPaise: l.amountPaise,
          discountPaise: l.discountPaise,
          taxPaise: l.taxPaise,
          totalPaise: l.totalPaise,
          nonPayableItem: l.nonPayableItem ?? null,
          paid: covered >= 0,
        };
      }),
      // A charge asked a discount of its own, approved or waiting, is shown on its own line.
      new Set(computed.discounts.flatMap((d) => (d.status !== 'Rejected' && d.chargeId ? [d.chargeId] : []))),
    ),
    grossPaise: bill ? bill.grossPaise : priced.grossPaise,
    discountPaise: bill ? bill.discountPaise : priced.discountPaise,
    taxPaise: bill ? bill.taxPaise : priced.taxPaise,
    roundOffPaise: bill ? bill.roundOffPaise : priced.roundOffPaise,
    ...figures,
    refundablePaise: Math.max(0, -figures.balancePaise),
    deposits: paid.map(toReceipt),
    discounts: computed.discounts.map(toDiscount),
    discountApprovalPercent: deps.discountApprovalPercent,
    contract,
    creditNotes,
    finalized: summary ?? null,
    afterFinal: {
      charges: late.length,
      amountPaise: late.reduce((n, c) => n + c.quantity * c.pricePaise, 0),
    },
    supplementary,
    closure,
    split: split ?? null,
    package: computed.package && {
      ...toStayPackage(computed.package.row),
      includedValuePaise: bill ? null : computed.package.includedValuePaise,
      extrasPaise: bill ? null : computed.package.extrasPaise,
    },
  };
}
