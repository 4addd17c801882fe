import { checkSaleDiscount } from './sale-discount.ts';
import { lockBatches } from '../inventory/stock-ledger.ts';
import {
  dispenseInputSchema,
  MORE_THAN_PRESCRIBED,
  NOT_A_SUBSTITUTE,
  type DispenseInput,
  type DispenseProposal,
  type Sale,
} from '@clinic/shared/pharmacy';
import { fullName } from '@clinic/shared/patients';
import type { Db } from '../../db/client.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { badRequest, conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import type { AllergiesService } from '../allergies/allergies.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { PaymentsService } from '../billing/payments.service.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import { dispensingRepository as repo, type DrugRow } from './dispensing.repository.ts';
import { allocateFefo } from './fefo.ts';
import { toSale } from './sale.mapping.ts';
import { sellLineIn, writeSaleIn, type SoldLine } from './sale-writer.ts';

const sameStrength = (a: DrugRow, b: DrugRow) =>
  a.id === b.id ||
  (a.molecule.trim() !== '' &&
    a.molecule.trim().toLowerCase() === b.molecule.trim().toLowerCase() &&
    a.weight !== null &&
    a.weight === b.weight &&
    a.measurement.toLowerCase() === b.measurement.toLowerCase());

/**
 * Dispensing OP prescriptions: the server proposes batches first-expiry-first-out, the
 * pharmacist may change batch and quantity, substitute within molecule and strength, and
 * dispense part. The sale is priced from the batch's MRP (never above), taxed inside the MRP,
 * numbered per financial year and paid through billing's payment primitive, all in one
 * transaction with the stock moved through the ledger.
 */
export function createDispensingService(deps: {
  db: Db;
  audit: AuditService;
  numbering: NumberingService;
  payments: PaymentsService;
  patients: PatientsService;
  allergies: AllergiesService;
  timeZone: string;
  /** A line discount above this percent needs `bills.discount.approve`. */
  discountApprovalPercent: number;
}) {
  const { db, audit, timeZone } = deps;

  async function offersFor(drug: DrugRow, needed: number, courseDays: number, today: string) {
    const sellable = await repo.fefoBatches(db, [drug.id], today);
    return allocateFefo(sellable, needed, { today, courseDays, unitsPerPack: drug.unitsPerPack });
  }

  async function saleOf(id: string): Promise<Sale> {
    const found = await repo.sale(db, id);
    if (!found) throw notFound(`Pharmacy bill with ID ${id} not found`);
    return toSale(found);
  }

  return {
    /** Each waiting line of the prescription with FEFO batches and its substitutes. */
    async proposal(encounterId: string, actor: Actor): Promise<DispenseProposal[]> {
      const rows = await repo.requestsOf(db, encounterId);
      if (rows.length === 0) throw notFound(`Prescription with ID ${encounterId} not found`);
      const today = clinicNow(timeZone).date;
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [rows[0]?.request.patientId ?? ''],
        summary: 'Opened a prescription to dispense',
      });
      const warnings = await deps.allergies.warningsIn(
        db,
        rows[0]?.request.patientId ?? '',
        rows.map((r) => r.drug),
      );
      return Promise.all(
        rows.map(async ({ request, drug, durationDays, doctorOverride }, i) => {
          const remaining = request.quantity - request.dispensedQuantity;
          const own = await offersFor(drug, remaining, durationDays, today);
          const substitutes = await Promise.all(
            (await repo.substitutesOf(db, drug)).map(async (s) => ({
              drugId: s.id,
              drugName: s.name,
              gstRate: s.gst ?? 0,
              schedule: s.schedule,
              offers: (await offersFor(s, remaining, durationDays, today)).offers,
            })),
          );
          return {
            requestId: request.id,
            patientId: request.patientId,
            drugId: drug.id,
            drugName: drug.name,
            gstRate: drug.gst ?? 0,
            schedule: drug.schedule,
            prescribed: request.quantity,
            dispensed: request.dispensedQuantity,
            remaining,
            status: request.status,
            courseDays: durationDays,
            offers: own.offers,
            shortBy: own.shortBy,
            substitutes,
            allergyWarnings: warnings[i] ?? [],
            doctorOverride,
          };
        }),
      );
    },

    /**
     * Dispenses the chosen lines and takes the payment in one transaction. The Idempotency-Key
     * makes a retry return the first bill; stock that another counter sold first gives 422 and
     * nothing of this sale is kept.
     */
    async dispense(
      encounterId: string,
      input: DispenseInput,
      key: string,
      actor: Actor,
      canApprove = false,
    ): Promise<Sale> {
      const v = dispenseInputSchema.parse(input);
      checkSaleDiscount(v.lines, v.discountReason, deps.discountApprovalPercent, canApprove);
      const earlier = await repo.saleByKey(db, key);
      if (earlier) return saleOf(earlier.id);
      const today = clinicNow(timeZone).date;
      const [first] = await repo.requestsOf(db, encounterId);
      if (!first) throw notFound(`Prescription with ID ${encounterId} not found`);
      const patientId = first.request.patientId;
      const patient = await deps.patients.get(patientId);
      const id = await db.transaction(async (tx) => {
        const again = await repo.saleByKey(tx, key);
        if (again) return again.id;
        const requests = new Map(
          (
            await repo.lockRequests(
              tx,
              v.lines.map((l) => l.requestId),
            )
          ).map((r) => [r.id, r]),
        );
        await lockBatches(
          tx,
          v.lines.map((l) => l.batchId),
        );
        const lines: SoldLine[] = [];
        const soldDrugs: DrugRow[] = [];
        for (const [i, line] of v.lines.entries()) {
          const field = (name: string, message: string) => badRequest(message, { [`lines.${i}.${name}`]: message });
          const request = requests.get(line.requestId);
          if (!request || request.encounterId !== encounterId)
            throw field('requestId', 'Not a line of this prescription');
          if (request.status === 'Dispensed' || request.status === 'Cancelled')
            throw conflict(`This line is already ${request.status.toLowerCase()}`);
          const prescribed = await repo.drug(tx, request.drugId);
          const drug = line.drugId === request.drugId ? prescribed : await repo.drug(tx, line.drugId);
          if (!prescribed || !drug) throw field('drugId', 'Choose a medicine from the catalogue');
          if (!sameStrength(prescribed, drug)) throw field('drugId', NOT_A_SUBSTITUTE);
          const batch = await repo.batch(tx, line.batchId);
          if (!batch || batch.drugId !== drug.id) throw field('batchId', `Choose a batch of ${drug.name}`);
          soldDrugs.push(drug);
          if (!(await repo.advanceRequest(tx, request.id, line.quantity)))
            throw ruleBroken(`${prescribed.name}: ${MORE_THAN_PRESCRIBED}`);
          lines.push(
            await sellLineIn(tx, {
              lineNo: i + 1,
              drug,
              batch,
              quantity: line.quantity,
              discountPercent: line.discountPercent,
              requestId: request.id,
              allergyOverride: line.allergyOverride,
              today,
              key,
              userId: actor.userId,
            }),
          );
        }
        await deps.allergies.checkIn(
          tx,
          actor,
          { patientId, point: 'dispensing' },
          lines.map((l, i) => ({
            drug: { name: l.row.drugName, molecule: soldDrugs[i]?.molecule ?? '' },
            field: `lines.${i}.allergyOverride`,
            overrideReason: v.lines[i]?.allergyOverride ?? '',
          })),
        );
        const doctor = await repo.doctorOf(tx, encounterId);
        // The prescriber is the clinic's own doctor, so the register keeps the clinic's address as theirs.
        const prescriberAddress = await repo.clinicAddress(tx);
        return writeSaleIn(tx, deps, {
          head: {
            discountReason: v.discountReason,
            kind: 'OP',
            patientId,
            encounterId,
            patientName: fullName(patient),
            mrn: patient.mrn,
            doctorName: doctor.name,
            buyerAge: null,
            buyerSex: null,
            buyerPhone: null,
            prescriberName: doctor.name,
            prescriberRegistration: doctor.registration,
            prescriberAddress,
            buyerAddress: patient.address,
          },
          lines,
          payment: v.payment,
          key,
          actor,
        });
      });
      return saleOf(id);
    },

    /** One bill, as printed; the patient is audited as viewed. */
    async sale(id: string, actor: Actor): Promise<Sale> {
      const sale = await saleOf(id);
      await audit.viewed(actor, {
        entityType: 'pharmacy_sale',
        entityIds: [id],
        summary: `Viewed bill ${sale.billNumber}`,
      });
      return sale;
    },
  };
}

export type DispensingService = ReturnType<typeof createDispensingService>;
