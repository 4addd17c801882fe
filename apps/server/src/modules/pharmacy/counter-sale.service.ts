import { checkSaleDiscount } from './sale-discount.ts';
import { lockBatches } from '../inventory/stock-ledger.ts';
import {
  counterSaleInputSchema,
  isPrescriptionOnly,
  isRegistered,
  REGISTER_NEEDS_ADDRESS,
  SCHEDULED_NEEDS_RX,
  type CounterSaleInput,
  type H1RegisterRow,
  type Sale,
  type Sellable,
} from '@clinic/shared/pharmacy';
import type { Db } from '../../db/client.ts';
import { clinicInstant, clinicNow, nextDay } from '../../lib/clinic-time.ts';
import { badRequest, notFound, ruleBroken } from '../../lib/errors.ts';
import type { AllergiesService } from '../allergies/allergies.service.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { PaymentsService } from '../billing/payments.service.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import { counterRepository } from './counter.repository.ts';
import { dispensingRepository as repo } from './dispensing.repository.ts';
import { allocateFefo } from './fefo.ts';
import { toSale } from './sale.mapping.ts';
import { sellLineIn, writeSaleIn, type SoldLine } from './sale-writer.ts';

/**
 * The counter: walk-in sales from a keyboard-first cart, each line from the batch FEFO picks,
 * priced from its MRP. Schedule H, H1 and X need the prescriber and the patient; H1 and X are
 * written into the H1 register in the sale's transaction.
 */
export function createCounterSaleService(deps: {
  db: Db;
  audit: AuditService;
  numbering: NumberingService;
  payments: PaymentsService;
  patients: Pick<PatientsService, 'get'>;
  allergies: AllergiesService;
  timeZone: string;
  /** A line discount above this percent needs `bills.discount.approve`. */
  discountApprovalPercent: number;
}) {
  const { db, audit, timeZone } = deps;

  async function saleOf(id: string): Promise<Sale> {
    const sale = await repo.sale(db, id);
    if (!sale) throw notFound(`Pharmacy bill with ID ${id} not found`);
    return toSale(sale);
  }

  return {
    /** Drugs matching what was typed, each with the batch FEFO sells first. */
    async sellable(search: string): Promise<Sellable[]> {
      const today = clinicNow(timeZone).date;
      const rows = await counterRepository.sellable(db, search, today);
      return Promise.all(
        rows.map(async ({ drug, stock }) => {
          const batches = await repo.fefoBatches(db, [drug.id], today);
          const { offers } = allocateFefo(batches, 1, { today, courseDays: 0, unitsPerPack: drug.unitsPerPack });
          return {
            drugId: drug.id,
            drugName: drug.name,
            schedule: drug.schedule,
            hsn: drug.hsn,
            gstRate: drug.gst ?? 0,
            unitsPerPack: drug.unitsPerPack,
            stock,
            batch: offers[0] ?? null,
          };
        }),
      );
    },

    /** Sells the cart and takes the payment in one transaction; a retried key returns the first bill. */
    async sell(input: CounterSaleInput, key: string, actor: Actor, canApprove = false): Promise<Sale> {
      const v = counterSaleInputSchema.parse(input);
      checkSaleDiscount(v.lines, v.discountReason, deps.discountApprovalPercent, canApprove);
      const earlier = await repo.saleByKey(db, key);
      if (earlier) return saleOf(earlier.id);
      const today = clinicNow(timeZone).date;
      const patient = v.patientId ? await deps.patients.get(v.patientId) : null;
      const id = await db.transaction(async (tx) => {
        const again = await repo.saleByKey(tx, key);
        if (again) return again.id;
        await lockBatches(
          tx,
          v.lines.map((l) => l.batchId),
        );
        const lines: SoldLine[] = [];
        const molecules: string[] = [];
        for (const [i, line] of v.lines.entries()) {
          const field = (name: string, message: string) => badRequest(message, { [`lines.${i}.${name}`]: message });
          const drug = await repo.drug(tx, line.drugId);
          if (!drug) throw field('drugId', 'Choose a medicine from the catalogue');
          const batch = await repo.batch(tx, line.batchId);
          if (!batch || batch.drugId !== drug.id) throw field('batchId', `Choose a batch of ${drug.name}`);
          molecules.push(drug.molecule);
          const b = v.buyer;
          if (isPrescriptionOnly(drug.schedule) && (!b.registrationNumber || b.age == null || !b.sex))
            throw ruleBroken(`${drug.name} (Schedule ${drug.schedule}): ${SCHEDULED_NEEDS_RX}`);
          if (isRegistered(drug.schedule) && !b.prescriberAddress)
            throw ruleBroken(`${drug.name} (Schedule ${drug.schedule}): ${REGISTER_NEEDS_ADDRESS}`);
          lines.push(
            await sellLineIn(tx, {
              lineNo: i + 1,
              drug,
              batch,
              quantity: line.quantity,
              discountPercent: line.discountPercent,
              requestId: null,
              allergyOverride: line.allergyOverride,
              today,
              key,
              userId: actor.userId,
            }),
          );
        }
        if (patient)
          await deps.allergies.checkIn(
            tx,
            actor,
            { patientId: patient._id, point: 'dispensing' },
            lines.map((l, i) => ({
              drug: { name: l.row.drugName, molecule: molecules[i] ?? '' },
              field: `lines.${i}.allergyOverride`,
              overrideReason: v.lines[i]?.allergyOverride ?? '',
            })),
          );
        return writeSaleIn(tx, deps, {
          head: {
            discountReason: v.discountReason,
            kind: 'Counter',
            patientId: patient?._id ?? null,
            encounterId: null,
            patientName: v.buyer.name,
            mrn: patient?.mrn ?? null,
            doctorName: v.buyer.doctorName,
            buyerAge: v.buyer.age ?? null,
            buyerSex: v.buyer.sex ?? null,
            buyerPhone: v.buyer.phoneNumber,
            prescriberName: v.buyer.doctorName,
            prescriberRegistration: v.buyer.registrationNumber,
            prescriberAddress: v.buyer.prescriberAddress,
            buyerAddress: v.buyer.address,
          },
          lines,
          payment: v.payment,
          key,
          actor,
        });
      });
      return saleOf(id);
    },

    /** The H1 register between two clinic dates (inclusive), oldest first; reading it is audited. */
    async register(from: string, to: string, actor: Actor): Promise<H1RegisterRow[]> {
      if (to < from) throw badRequest('The end date cannot be before the start date', { to: 'Before the start date' });
      const rows = await counterRepository.register(
        db,
        clinicInstant(timeZone, from, '00:00'),
        new Date(clinicInstant(timeZone, nextDay(to), '00:00').getTime() - 1),
      );
      await audit.record(db, actor, {
        action: 'view',
        entityType: 'h1_register',
        entityId: null,
        summary: `Viewed the H1 register ${from} to ${to} (${rows.length} rows)`,
      });
      return rows.map((r) => ({
        soldAt: r.soldAt.toISOString(),
        billNumber: r.billNumber,
        prescriberName: r.prescriberName,
        prescriberRegistration: r.prescriberRegistration,
        patientName: r.patientName,
        patientDetails: r.patientDetails,
        patientAddress: r.patientAddress,
        prescriberAddress: r.prescriberAddress,
        drugName: r.drugName,
        schedule: r.schedule,
        quantity: r.quantity,
        batchNumber: r.batchNumber,
        expiryDate: r.expiryDate,
        soldBy: r.soldByName,
      }));
    },
  };
}

export type CounterSaleService = ReturnType<typeof createCounterSaleService>;
