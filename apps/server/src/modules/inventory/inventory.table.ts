import { stockEntryStatus } from '@clinic/shared/status';
import { timestamps } from '../../db/columns.ts';
import { statusCheck } from '../../db/status-check.ts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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

export const manufacturers = pgTable('manufacturers', {
  id: uuid().primaryKey().defaultRandom(),
  brandName: text().notNull(),
  address: text().notNull(),
  city: text().notNull().default(''),
  state: text().notNull().default(''),
  pinCode: text().notNull().default(''),
  ...timestamps,
});

export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    gstNumber: text().notNull().default(''),
    regionType: text().notNull().default('Local'),
    phoneNumber: text().notNull().default(''),
    address: text().notNull().default(''),
    city: text().notNull().default(''),
    state: text().notNull().default('Maharashtra'),
    pinCode: text().notNull().default(''),
    dueDateRule: text().notNull().default('45 days after bill date'),
    ...timestamps,
  },
  (t) => [uniqueIndex('suppliers_name_uq').on(sql`lower(${t.name})`)],
);

/** GST slabs are data with an effective date, not code (DOMAIN.md §2: slabs change). */
export const gstRates = pgTable('gst_rates', {
  rate: numeric({ precision: 5, scale: 2, mode: 'number' }).primaryKey(),
  effectiveFrom: date({ mode: 'string' }).notNull(),
  effectiveTo: date({ mode: 'string' }),
});

export const drugs = pgTable(
  'drugs',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    molecule: text().notNull().default(''),
    manufacturer: text().notNull(),
    category: text().notNull(),
    schedule: text().notNull().default(''),
    hsn: text().notNull().default(''),
    packing: text().notNull().default(''),
    /** Stock is kept in units (tablets, ml); a purchase of packs adds packs × units per pack. */
    unitsPerPack: integer().notNull().default(1),
    weight: numeric({ precision: 12, scale: 2, mode: 'number' }),
    measurement: text().notNull().default(''),
    gst: numeric({ precision: 5, scale: 2, mode: 'number' }),
    mrpPaise: bigint({ mode: 'number' }),
    reorderLevel: integer(),
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('drugs_name_uq')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    check('drugs_units_per_pack_check', sql`${t.unitsPerPack} >= 1`),
  ],
);

/** A batch of a drug. Quantity on hand equals the sum of its ledger rows and is never negative. */
export const batches = pgTable(
  'batches',
  {
    id: uuid().primaryKey().defaultRandom(),
    drugId: uuid()
      .notNull()
      .references(() => drugs.id),
    batchNumber: text().notNull(),
    expiryDate: date({ mode: 'string' }).notNull(),
    mrpPaise: bigint({ mode: 'number' }).notNull(),
    ptrPaise: bigint({ mode: 'number' }).notNull(),
    quantityOnHand: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('batches_drug_batch_uq').on(t.drugId, sql`lower(${t.batchNumber})`),
    index('batches_expiry_idx').on(t.expiryDate),
    check('batches_qoh_not_negative', sql`${t.quantityOnHand} >= 0`),
  ],
);

/** Every change of stock, append-only: purchase, reversal, adjustment, import, and later dispensing. */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    batchId: uuid()
      .notNull()
      .references(() => batches.id),
    change: integer().notNull(),
    reason: text().notNull(),
    referenceType: text().notNull(),
    referenceId: text(),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_ledger_batch_idx').on(t.batchId, t.createdAt)],
);

export const stockEntries = pgTable(
  'stock_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id),
    invoiceNumber: text().notNull(),
    invoiceDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    status: text().notNull().default('Pending'),
    totalItems: integer().notNull(),
    totalValuePaise: bigint({ mode: 'number' }).notNull(),
    createdBy: uuid(),
    ...timestamps,
  },
  (t) => [
    statusCheck('stock_entries_status_check', t.status, stockEntryStatus),
    uniqueIndex('stock_entries_supplier_invoice_uq').on(t.supplierId, sql`lower(${t.invoiceNumber})`),
  ],
);

export const stockEntryItems = pgTable(
  'stock_entry_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    stockEntryId: uuid()
      .notNull()
      .references(() => stockEntries.id, { onDelete: 'cascade' }),
    lineNo: integer().notNull(),
    drugId: uuid()
      .notNull()
      .references(() => drugs.id),
    drugName: text().notNull(),
    batchId: uuid()
      .notNull()
      .references(() => batches.id),
    batchNumber: text().notNull(),
    expiryDate: date({ mode: 'string' }).notNull(),
    mrpPaise: bigint({ mode: 'number' }).notNull(),
    ptrPaise: bigint({ mode: 'number' }).notNull(),
    quantity: integer().notNull(),
    freeQuantity: integer().notNull().default(0),
    /** The drug's pack size when the line was booked: its stock is (quantity + free) × this. */
    unitsPerPack: integer().notNull().default(1),
    disc: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    amountPaise: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('stock_entry_items_entry_idx').on(t.stockEntryId, t.lineNo)],
);

export const stockAdjustments = pgTable('stock_adjustments', {
  id: uuid().primaryKey().defaultRandom(),
  batchId: uuid()
    .notNull()
    .references(() => batches.id),
  itemName: text().notNull(),
  batchNumber: text().notNull(),
  currStock: integer().notNull(),
  adjustmentValue: integer().notNull(),
  reason: text().notNull(),
  createdBy: uuid(),
  createdByName: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
