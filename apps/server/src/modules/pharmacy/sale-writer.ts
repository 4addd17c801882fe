import {
  BATCH_EXPIRED,
  isRegistered,
  NOT_ENOUGH_STOCK,
  priceLine,
  saleTotals,
  type LinePrice,
  type PaymentMode,
} from '@clinic/shared/pharmacy';
import type { DbOrTx } from '../../db/client.ts';
import { ruleBroken } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { PaymentsService } from '../billing/payments.service.ts';
import { changeStock } from '../inventory/stock-ledger.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import {
  dispensingRepository as repo,
  type BatchRow,
  type DrugRow,
  type SaleLineRow,
  type SaleRow,
} from './dispensing.repository.ts';

export type SoldLine = { row: Omit<SaleLineRow, 'id' | 'saleId'>; price: LinePrice };

/**
 * Takes one line's units out of its batch through the stock ledger (422 when another sale got
 * them first) and prices it from the batch's MRP: never above it, GST inside it.
 */
export async function sellLineIn(
  tx: DbOrTx,
  l: {
    lineNo: number;
    drug: DrugRow;
    batch: BatchRow;
    quantity: number;
    discountPercent: number;
    requestId: string | null;
    /** The pharmacist's reason for supplying a drug that matches a recorded allergy. */
    allergyOverride?: string;
    today: string;
    key: string;
    userId: string | null;
  },
): Promise<SoldLine> {
  const { drug, batch } = l;
  if (batch.expiryDate <= l.today) throw ruleBroken(`${drug.name} batch ${batch.batchNumber}: ${BATCH_EXPIRED}`);
  await changeStock(
    tx,
    {
      batchId: batch.id,
      change: -l.quantity,
      reason: 'sale',
      referenceType: 'pharmacy_sale',
      referenceId: l.key,
      userId: l.userId,
    },
    `${drug.name} batch ${batch.batchNumber}: ${NOT_ENOUGH_STOCK}`,
  );
  const gstRate = drug.gst ?? 0;
  const price = priceLine({
    quantity: l.quantity,
    mrpPaise: batch.mrpPaise,
    unitsPerPack: drug.unitsPerPack,
    gstRate,
    discountPercent: l.discountPercent,
  });
  return {
    price,
    row: {
      lineNo: l.lineNo,
      dispenseRequestId: l.requestId,
      drugId: drug.id,
      drugName: drug.name,
      hsn: drug.hsn,
      schedule: drug.schedule,
      batchId: batch.id,
      batchNumber: batch.batchNumber,
      expiryDate: batch.expiryDate,
      quantity: l.quantity,
      unitsPerPack: drug.unitsPerPack,
      mrpPaise: batch.mrpPaise,
      discountPercent: l.discountPercent,
      gstRate,
      amountPaise: price.amountPaise,
      taxablePaise: price.taxablePaise,
      cgstPaise: price.cgstPaise,
      sgstPaise: price.sgstPaise,
      allergyOverride: l.allergyOverride ?? '',
    },
  };
}

type SaleHead = Pick<
  SaleRow,
  | 'kind'
  | 'discountReason'
  | 'patientId'
  | 'encounterId'
  | 'patientName'
  | 'mrn'
  | 'doctorName'
  | 'buyerAge'
  | 'buyerSex'
  | 'buyerPhone'
  | 'prescriberName'
  | 'prescriberRegistration'
  | 'prescriberAddress'
  | 'buyerAddress'
>;

/**
 * Writes the bill (numbered per financial year) with its lines, the H1 register rows of its H1
 * and X lines, and takes the payment through billing's primitive, in the caller's transaction.
 */
export async function writeSaleIn(
  tx: DbOrTx,
  deps: { numbering: NumberingService; payments: PaymentsService; audit: AuditService },
  s: {
    head: SaleHead;
    lines: SoldLine[];
    payment: { mode: PaymentMode; reference: string };
    key: string;
    actor: Actor;
  },
): Promise<string> {
  const totals = saleTotals(s.lines.map((l) => l.price));
  const bill = await deps.numbering.nextIn(tx, 'pharmacyBill', undefined);
  const sale = await repo.insertSale(tx, {
    ...s.head,
    billNumber: bill.text,
    ...totals,
    idempotencyKey: s.key,
    soldBy: s.actor.userId,
    soldByName: s.actor.name ?? 'Unknown',
  });
  await repo.insertLines(
    tx,
    s.lines.map((l) => ({ ...l.row, saleId: sale.id })),
  );
  const registered = s.lines.filter((l) => isRegistered(l.row.schedule));
  const details = [s.head.buyerAge ? `${s.head.buyerAge} Y` : '', s.head.buyerSex ?? '', s.head.buyerPhone ?? '']
    .filter(Boolean)
    .join(', ');
  await repo.insertRegister(
    tx,
    registered.map((l) => ({
      saleId: sale.id,
      lineNo: l.row.lineNo,
      soldAt: sale.soldAt,
      billNumber: bill.text,
      prescriberName: s.head.prescriberName || s.head.doctorName,
      prescriberRegistration: s.head.prescriberRegistration,
      patientName: s.head.patientName,
      patientDetails: s.head.mrn ? `${s.head.mrn}${details ? `, ${details}` : ''}` : details,
      patientAddress: s.head.buyerAddress,
      prescriberAddress: s.head.prescriberAddress,
      drugName: l.row.drugName,
      schedule: l.row.schedule,
      quantity: l.row.quantity,
      batchNumber: l.row.batchNumber,
      expiryDate: l.row.expiryDate,
      soldByName: s.actor.name ?? 'Unknown',
    })),
  );
  const { payment } = await deps.payments.recordPaymentIn(
    tx,
    {
      patientId: s.head.patientId,
      purpose: 'Pharmacy bill',
      againstId: sale.id,
      mode: s.payment.mode,
      reference: s.payment.reference || null,
      amountPaise: totals.totalPaise,
      idempotencyKey: s.key,
    },
    s.actor,
  );
  await repo.setPayment(tx, sale.id, payment.id);
  await deps.audit.record(tx, s.actor, {
    action: 'create',
    entityType: 'pharmacy_sale',
    entityId: sale.id,
    summary: `${s.head.kind} sale of ${s.lines.length} line(s) on bill ${bill.text}`,
  });
  return sale.id;
}
