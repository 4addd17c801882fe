import { gstInclusive, roundToRupee } from '@clinic/shared/money';
import {
  RETURN_MORE_THAN_SOLD,
  returnInputSchema,
  type CreditNote,
  type ReturnInput,
  type Sale,
} from '@clinic/shared/pharmacy';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound, ruleBroken } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { PaymentsService } from '../billing/payments.service.ts';
import { changeStock, lockBatches } from '../inventory/stock-ledger.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import { dispensingRepository as sales } from './dispensing.repository.ts';
import { returnsRepository as repo } from './returns.repository.ts';
import { toSale } from './sale.mapping.ts';

/**
 * Returns against a pharmacy bill: never more than was sold less what came back before; restocked
 * units go back to the same batch through the ledger, expired or damaged ones to quarantine (no
 * stock); each return is a credit note with its own number and a refund through the payment
 * primitive, all in one transaction.
 */
export function createReturnsService(deps: {
  db: Db;
  audit: AuditService;
  numbering: NumberingService;
  payments: PaymentsService;
}) {
  const { db, audit } = deps;

  async function creditNoteOf(id: string): Promise<CreditNote> {
    const found = await repo.creditNote(db, id);
    if (!found) throw notFound(`Credit note with ID ${id} not found`);
    return found;
  }

  return {
    /** The bill with each line's returnable quantity, found by its number; viewing it is audited. */
    async bill(billNumber: string, actor: Actor): Promise<Sale> {
      const sale = await sales.saleByNumber(db, billNumber.trim());
      if (!sale) throw notFound(`No pharmacy bill numbered ${billNumber.trim()}`);
      const found = await sales.sale(db, sale.id);
      if (!found) throw notFound(`No pharmacy bill numbered ${billNumber.trim()}`);
      await audit.record(db, actor, {
        action: 'view',
        entityType: 'pharmacy_sale',
        entityId: sale.id,
        summary: `Opened bill ${sale.billNumber} for a return`,
      });
      return toSale(found);
    },

    async return(saleId: string, input: ReturnInput, key: string, actor: Actor): Promise<CreditNote> {
      const v = returnInputSchema.parse(input);
      const earlier = await repo.returnByKey(db, key);
      if (earlier) return creditNoteOf(earlier.id);
      const id = await db.transaction(async (tx) => {
        const again = await repo.returnByKey(tx, key);
        if (again) return again.id;
        const sale = await repo.lockSale(tx, saleId);
        if (!sale) throw notFound(`Pharmacy bill with ID ${saleId} not found`);
        const soldLines = new Map((await repo.linesWithReturned(tx, saleId)).map((l) => [l.line.id, l]));
        await lockBatches(
          tx,
          v.lines.flatMap((l) => soldLines.get(l.saleLineId)?.line.batchId ?? []),
        );
        const rows = [];
        for (const [i, line] of v.lines.entries()) {
          const sold = soldLines.get(line.saleLineId);
          if (!sold)
            throw badRequest('Not a line of this bill', { [`lines.${i}.saleLineId`]: 'Not a line of this bill' });
          const left = sold.line.quantity - sold.returned;
          sold.returned += line.quantity;
          if (line.quantity > left) throw ruleBroken(`${sold.line.drugName}: ${RETURN_MORE_THAN_SOLD} (${left} left)`);
          // The line's share of what was paid, so a return never refunds more than the line cost.
          const amountPaise = Math.floor((sold.line.amountPaise * line.quantity) / sold.line.quantity);
          const gst = gstInclusive(amountPaise, sold.line.gstRate);
          if (line.disposition === 'Restock')
            await changeStock(tx, {
              batchId: sold.line.batchId,
              change: line.quantity,
              reason: 'sale_return',
              referenceType: 'pharmacy_return',
              referenceId: key,
              userId: actor.userId,
            });
          rows.push({
            saleLineId: sold.line.id,
            quantity: line.quantity,
            disposition: line.disposition,
            amountPaise,
            taxablePaise: gst.taxablePaise,
            cgstPaise: gst.cgstPaise,
            sgstPaise: gst.sgstPaise,
          });
        }
        const amountPaise = rows.reduce((n, r) => n + r.amountPaise, 0);
        // What goes back is rounded to the rupee, but over all the bill's returns never more than
        // was paid; the last return of everything gives back exactly what is left of it.
        const refundable = sale.totalPaise - (await repo.refundedOf(tx, saleId));
        const everything = [...soldLines.values()].every((l) => l.returned >= l.line.quantity);
        const totalPaise = everything ? refundable : Math.min(roundToRupee(amountPaise), refundable);
        const note = await deps.numbering.nextIn(tx, 'creditNote', undefined);
        const taxablePaise = rows.reduce((n, r) => n + r.taxablePaise, 0);
        const cgstPaise = rows.reduce((n, r) => n + r.cgstPaise, 0);
        const sgstPaise = rows.reduce((n, r) => n + r.sgstPaise, 0);
        const created = await repo.insertReturn(tx, {
          creditNoteNumber: note.text,
          saleId,
          reason: v.reason,
          amountPaise,
          taxablePaise,
          cgstPaise,
          sgstPaise,
          // The paise the equal GST halves leave over go here too, so the note adds up.
          roundOffPaise: totalPaise - taxablePaise - cgstPaise - sgstPaise,
          totalPaise,
          idempotencyKey: key,
          returnedBy: actor.userId,
          returnedByName: actor.name ?? 'Unknown',
        });
        await repo.insertLines(
          tx,
          rows.map((r) => ({ ...r, returnId: created.id })),
        );
        if (totalPaise > 0) {
          const { payment } = await deps.payments.recordPaymentIn(
            tx,
            {
              patientId: sale.patientId,
              purpose: 'Refund',
              againstId: created.id,
              mode: v.refund.mode,
              reference: v.refund.reference || null,
              amountPaise: totalPaise,
              idempotencyKey: key,
            },
            actor,
          );
          await repo.setRefund(tx, created.id, payment.id);
        }
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'pharmacy_return',
          entityId: created.id,
          summary: `Credit note ${note.text} against bill ${sale.billNumber}`,
        });
        return created.id;
      });
      return creditNoteOf(id);
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
