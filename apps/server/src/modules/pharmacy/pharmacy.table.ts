import { dispenseStatus } from '@clinic/shared/status';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { RETURN_DISPOSITIONS } from '@clinic/shared/pharmacy';
import { statusCheck, valuesCheck } from '../../db/status-check.ts';
import { payments } from '../billing/payments.table.ts';
import { encounters, prescriptionItems } from '../encounters/encounters.table.ts';
import { batches, drugs } from '../inventory/inventory.table.ts';
import { patients } from '../patients/patients.table.ts';

/**
 * A prescription line waiting at the pharmacy. The doctor's line stays as written (encounters
 * own it); the pharmacy owns what is still to dispense and how much went out.
 */
export const dispenseRequests = pgTable(
  'dispense_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    prescriptionItemId: uuid()
      .notNull()
      .references(() => prescriptionItems.id),
    encounterId: uuid()
      .notNull()
      .references(() => encounters.id),
    patientId: uuid()
      .notNull()
      .references(() => patients.id),
    drugId: uuid()
      .notNull()
      .references(() => drugs.id),
    quantity: integer().notNull(),
    dispensedQuantity: integer().notNull().default(0),
    status: text().notNull().default('Pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('dispense_requests_status_check', t.status, dispenseStatus),
    check('dispense_requests_quantity_check', sql`${t.dispensedQuantity} between 0 and ${t.quantity}`),
    uniqueIndex('dispense_requests_item_uq').on(t.prescriptionItemId),
    index('dispense_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A pharmacy bill: an OP prescription dispensed or a counter sale. Its number is per financial
 * year; the idempotency key of the request that made it means a retry never sells twice. Totals
 * are stored as billed; bills are never edited (returns are credit notes).
 */
export const pharmacySales = pgTable(
  'pharmacy_sales',
  {
    id: uuid().primaryKey().defaultRandom(),
    billNumber: text().notNull(),
    kind: text().notNull(),
    patientId: uuid().references(() => patients.id),
    encounterId: uuid().references(() => encounters.id),
    patientName: text().notNull(),
    mrn: text(),
    doctorName: text().notNull().default(''),
    /** A walk-in's details, as the counter took them. */
    buyerAge: integer(),
    buyerSex: text(),
    buyerPhone: text(),
    /** Who prescribed a scheduled drug, with the medical council registration number. */
    prescriberName: text().notNull().default(''),
    prescriberRegistration: text().notNull().default(''),
    prescriberAddress: text().notNull().default(''),
    buyerAddress: text().notNull().default(''),
    mrpPaise: bigint({ mode: 'number' }).notNull(),
    discountPaise: bigint({ mode: 'number' }).notNull(),
    /** Why the counter gave a discount (one above the clinic's limit only by whoever approves). */
    discountReason: text().notNull().default(''),
    taxablePaise: bigint({ mode: 'number' }).notNull(),
    cgstPaise: bigint({ mode: 'number' }).notNull(),
    sgstPaise: bigint({ mode: 'number' }).notNull(),
    roundOffPaise: bigint({ mode: 'number' }).notNull(),
    totalPaise: bigint({ mode: 'number' }).notNull(),
    paymentId: uuid().references(() => payments.id),
    idempotencyKey: text().notNull(),
    soldBy: uuid(),
    soldByName: text().notNull(),
    soldAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pharmacy_sales_bill_uq').on(t.billNumber),
    uniqueIndex('pharmacy_sales_idempotency_uq').on(t.idempotencyKey),
    index('pharmacy_sales_sold_idx').on(t.soldAt),
    valuesCheck('pharmacy_sales_kind_check', t.kind, ['OP', 'Counter']),
  ],
);

/** A bill's line as sold: the batch, units, the MRP and GST rate that applied, and the split. */
export const pharmacySaleLines = pgTable(
  'pharmacy_sale_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    saleId: uuid()
      .notNull()
      .references(() => pharmacySales.id),
    lineNo: integer().notNull(),
    dispenseRequestId: uuid().references(() => dispenseRequests.id),
    drugId: uuid()
      .notNull()
      .references(() => drugs.id),
    drugName: text().notNull(),
    hsn: text().notNull(),
    schedule: text().notNull(),
    batchId: uuid()
      .notNull()
      .references(() => batches.id),
    batchNumber: text().notNull(),
    expiryDate: date({ mode: 'string' }).notNull(),
    quantity: integer().notNull(),
    unitsPerPack: integer().notNull(),
    mrpPaise: bigint({ mode: 'number' }).notNull(),
    discountPercent: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    gstRate: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    taxablePaise: bigint({ mode: 'number' }).notNull(),
    cgstPaise: bigint({ mode: 'number' }).notNull(),
    sgstPaise: bigint({ mode: 'number' }).notNull(),
    /** Why the pharmacist supplied a drug that matches the patient's recorded allergy. */
    allergyOverride: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('pharmacy_sale_lines_no_uq').on(t.saleId, t.lineNo),
    index('pharmacy_sale_lines_request_idx').on(t.dispenseRequestId),
    index('pharmacy_sale_lines_drug_idx').on(t.drugId),
    check('pharmacy_sale_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * The Schedule H1 register (Drugs Rules 65(9)): every supply of an H1 or X drug, written at the
 * time of sale, kept at least three years; append-only.
 */
export const h1Register = pgTable(
  'h1_register',
  {
    id: uuid().primaryKey().defaultRandom(),
    saleId: uuid()
      .notNull()
      .references(() => pharmacySales.id),
    lineNo: integer().notNull(),
    soldAt: timestamp({ withTimezone: true }).notNull(),
    billNumber: text().notNull(),
    prescriberName: text().notNull(),
    prescriberRegistration: text().notNull(),
    patientName: text().notNull(),
    patientDetails: text().notNull().default(''),
    patientAddress: text().notNull().default(''),
    prescriberAddress: text().notNull().default(''),
    drugName: text().notNull(),
    schedule: text().notNull(),
    quantity: integer().notNull(),
    batchNumber: text().notNull(),
    expiryDate: date({ mode: 'string' }).notNull(),
    soldByName: text().notNull(),
  },
  (t) => [uniqueIndex('h1_register_line_uq').on(t.saleId, t.lineNo), index('h1_register_sold_idx').on(t.soldAt)],
);

/**
 * A return against a pharmacy bill: a credit note with its own number per financial year, the
 * refund through the payment primitive; never edited.
 */
export const pharmacyReturns = pgTable(
  'pharmacy_returns',
  {
    id: uuid().primaryKey().defaultRandom(),
    creditNoteNumber: text().notNull(),
    saleId: uuid()
      .notNull()
      .references(() => pharmacySales.id),
    reason: text().notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    taxablePaise: bigint({ mode: 'number' }).notNull(),
    cgstPaise: bigint({ mode: 'number' }).notNull(),
    sgstPaise: bigint({ mode: 'number' }).notNull(),
    roundOffPaise: bigint({ mode: 'number' }).notNull(),
    totalPaise: bigint({ mode: 'number' }).notNull(),
    refundPaymentId: uuid().references(() => payments.id),
    idempotencyKey: text().notNull(),
    returnedBy: uuid(),
    returnedByName: text().notNull(),
    returnedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pharmacy_returns_credit_note_uq').on(t.creditNoteNumber),
    uniqueIndex('pharmacy_returns_idempotency_uq').on(t.idempotencyKey),
    index('pharmacy_returns_sale_idx').on(t.saleId),
  ],
);

/** What came back of one bill line: how many, its share of the line's amount, and where it went. */
export const pharmacyReturnLines = pgTable(
  'pharmacy_return_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    returnId: uuid()
      .notNull()
      .references(() => pharmacyReturns.id),
    saleLineId: uuid()
      .notNull()
      .references(() => pharmacySaleLines.id),
    quantity: integer().notNull(),
    disposition: text().notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    taxablePaise: bigint({ mode: 'number' }).notNull(),
    cgstPaise: bigint({ mode: 'number' }).notNull(),
    sgstPaise: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    index('pharmacy_return_lines_sale_line_idx').on(t.saleLineId),
    check('pharmacy_return_lines_quantity_check', sql`${t.quantity} > 0`),
    valuesCheck('pharmacy_return_lines_disposition_check', t.disposition, RETURN_DISPOSITIONS),
  ],
);

/**
 * Medicines issued to a ward against an inpatient medication order: taken from a batch through
 * the ledger and charged to the admission (no GST: IP medicines are part of a composite supply).
 */
export const wardIssues = pgTable(
  'ward_issues',
  {
    id: uuid().primaryKey().defaultRandom(),
    admissionId: uuid().notNull(),
    medicationOrderId: uuid().notNull(),
    drugId: uuid()
      .notNull()
      .references(() => drugs.id),
    drugName: text().notNull(),
    batchId: uuid()
      .notNull()
      .references(() => batches.id),
    batchNumber: text().notNull(),
    expiryDate: date({ mode: 'string' }).notNull(),
    quantity: integer().notNull(),
    unitsPerPack: integer().notNull(),
    mrpPaise: bigint({ mode: 'number' }).notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    chargeId: uuid(),
    idempotencyKey: text().notNull(),
    issuedBy: uuid(),
    issuedByName: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ward_issues_idempotency_uq').on(t.idempotencyKey),
    index('ward_issues_order_idx').on(t.medicationOrderId),
    index('ward_issues_drug_idx').on(t.drugId, t.issuedAt),
    check('ward_issues_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * Units of a ward issue that came back unused: restocked to their batch, and taken off the stay's
 * charge for the issue (the IP account is credited before the bill is final).
 */
export const wardReturns = pgTable(
  'ward_returns',
  {
    id: uuid().primaryKey().defaultRandom(),
    issueId: uuid()
      .notNull()
      .references(() => wardIssues.id),
    admissionId: uuid().notNull(),
    quantity: integer().notNull(),
    creditPaise: bigint({ mode: 'number' }).notNull(),
    reason: text().notNull(),
    idempotencyKey: text().notNull(),
    returnedBy: uuid(),
    returnedByName: text().notNull(),
    returnedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ward_returns_idempotency_uq').on(t.idempotencyKey),
    index('ward_returns_issue_idx').on(t.issueId),
    check('ward_returns_quantity_check', sql`${t.quantity} > 0 and ${t.creditPaise} >= 0`),
  ],
);
