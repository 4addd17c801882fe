import type { CreditNote } from '@clinic/shared/pharmacy';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from '../billing/payments.table.ts';
import { pharmacyReturnLines, pharmacyReturns, pharmacySaleLines, pharmacySales } from './pharmacy.table.ts';

/** Units of a bill line already taken back on credit notes. */
export const returnedOf = sql<number>`coalesce((select sum(r.quantity) from pharmacy_return_lines r where r.sale_line_id = "pharmacy_sale_lines"."id"), 0)::int`;

/** Credit notes and their lines; a bill's lines with what has come back of each. */
export const returnsRepository = {
  async returnByKey(db: DbOrTx, key: string) {
    const [row] = await db.select().from(pharmacyReturns).where(eq(pharmacyReturns.idempotencyKey, key));
    return row;
  },

  /** Locks the bill, so two returns against it are counted one after the other. */
  async lockSale(tx: DbOrTx, id: string) {
    const [row] = await tx.select().from(pharmacySales).where(eq(pharmacySales.id, id)).for('update');
    return row;
  },

  linesWithReturned: (db: DbOrTx, saleId: string) =>
    db
      .select({ line: pharmacySaleLines, returned: returnedOf })
      .from(pharmacySaleLines)
      .where(eq(pharmacySaleLines.saleId, saleId))
      .orderBy(asc(pharmacySaleLines.lineNo)),

  /** What earlier returns of a sale gave back. */
  async refundedOf(tx: DbOrTx, saleId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<string>`coalesce(sum(${pharmacyReturns.totalPaise}), 0)::bigint` })
      .from(pharmacyReturns)
      .where(eq(pharmacyReturns.saleId, saleId));
    return Number(row?.n ?? 0);
  },

  async insertReturn(tx: DbOrTx, values: typeof pharmacyReturns.$inferInsert) {
    const [row] = await tx.insert(pharmacyReturns).values(values).returning();
    if (!row) throw new Error('insert into pharmacy_returns returned no row');
    return row;
  },

  async insertLines(tx: DbOrTx, rows: (typeof pharmacyReturnLines.$inferInsert)[]): Promise<void> {
    await tx.insert(pharmacyReturnLines).values(rows);
  },

  async setRefund(tx: DbOrTx, id: string, paymentId: string): Promise<void> {
    await tx.update(pharmacyReturns).set({ refundPaymentId: paymentId }).where(eq(pharmacyReturns.id, id));
  },

  /** A credit note as the screen and the print read it. */
  async creditNote(db: DbOrTx, id: string): Promise<CreditNote | undefined> {
    const [head] = await db
      .select({ ret: pharmacyReturns, sale: pharmacySales, payment: payments })
      .from(pharmacyReturns)
      .innerJoin(pharmacySales, eq(pharmacySales.id, pharmacyReturns.saleId))
      .leftJoin(payments, eq(payments.id, pharmacyReturns.refundPaymentId))
      .where(eq(pharmacyReturns.id, id));
    if (!head) return undefined;
    const lines = await db
      .select({ ret: pharmacyReturnLines, sold: pharmacySaleLines })
      .from(pharmacyReturnLines)
      .innerJoin(pharmacySaleLines, eq(pharmacySaleLines.id, pharmacyReturnLines.saleLineId))
      .where(eq(pharmacyReturnLines.returnId, id))
      .orderBy(asc(pharmacySaleLines.lineNo));
    const { ret, sale, payment } = head;
    return {
      _id: ret.id,
      creditNoteNumber: ret.creditNoteNumber,
      billNumber: sale.billNumber,
      patientName: sale.patientName,
      reason: ret.reason,
      returnedAt: ret.returnedAt.toISOString(),
      returnedBy: ret.returnedByName,
      lines: lines.map(({ ret: r, sold }) => ({
        drugName: sold.drugName,
        hsn: sold.hsn,
        batchNumber: sold.batchNumber,
        expiryDate: sold.expiryDate,
        quantity: r.quantity,
        disposition: r.disposition as CreditNote['lines'][number]['disposition'],
        gstRate: sold.gstRate,
        amountPaise: r.amountPaise,
        taxablePaise: r.taxablePaise,
        cgstPaise: r.cgstPaise,
        sgstPaise: r.sgstPaise,
      })),
      amountPaise: ret.amountPaise,
      taxablePaise: ret.taxablePaise,
      cgstPaise: ret.cgstPaise,
      sgstPaise: ret.sgstPaise,
      roundOffPaise: ret.roundOffPaise,
      totalPaise: ret.totalPaise,
      refund: {
        receiptNumber: payment?.receiptNumber ?? '',
        mode: (payment?.mode ?? 'Cash') as CreditNote['refund']['mode'],
        reference: payment?.reference ?? null,
      },
    };
  },
};
