import {
  DRUG_IN_USE,
  drugInputSchema,
  manufacturerInputSchema,
  supplierInputSchema,
  toPaise,
  toRupees,
  type Drug,
  type DrugInput,
  type Manufacturer,
  type ManufacturerInput,
  type Supplier,
  type SupplierInput,
} from '@clinic/shared';
import { and, asc, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import { batches, drugs, gstRates, manufacturers, stockEntryItems, suppliers } from './inventory.table.ts';

const iso = (d: Date) => d.toISOString();

function toManufacturer(r: typeof manufacturers.$inferSelect): Manufacturer {
  return {
    _id: r.id,
    brandName: r.brandName,
    address: r.address,
    city: r.city,
    state: r.state,
    pinCode: r.pinCode,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

function toSupplier(r: typeof suppliers.$inferSelect): Supplier {
  return {
    _id: r.id,
    name: r.name,
    gstNumber: r.gstNumber,
    regionType: r.regionType,
    phoneNumber: r.phoneNumber,
    address: r.address,
    city: r.city,
    state: r.state,
    pinCode: r.pinCode,
    dueDate: r.dueDateRule,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

type DrugRow = typeof drugs.$inferSelect & { stockOnHand: number };
function toDrug(r: DrugRow): Drug {
  return {
    _id: r.id,
    name: r.name,
    molecule: r.molecule,
    manufacturer: r.manufacturer,
    category: r.category,
    schedule: r.schedule,
    hsn: r.hsn,
    packing: r.packing,
    weight: r.weight,
    measurement: r.measurement,
    gst: r.gst,
    mrp: r.mrpPaise === null ? null : toRupees(r.mrpPaise),
    reorderLevel: r.reorderLevel,
    stockOnHand: Number(r.stockOnHand),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

// Written out with table names: Drizzle leaves columns unqualified in one-table selects.
const stockOnHand = sql<number>`coalesce((select sum(b.quantity_on_hand) from batches b where b.drug_id = "drugs"."id"), 0)::int`;
const liveDrug = isNull(drugs.deletedAt);

export function createMastersService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  const record = (
    tx: DbOrTx,
    actor: Actor,
    action: 'create' | 'update' | 'delete',
    entityType: string,
    entityId: string,
    summary: string,
  ) => audit.record(tx, actor, { action, entityType, entityId, summary });

  async function drugColumns(input: DrugInput) {
    const v = drugInputSchema.parse(input);
    if (v.gst !== undefined) {
      const [slab] = await db
        .select()
        .from(gstRates)
        .where(and(eq(gstRates.rate, v.gst), isNull(gstRates.effectiveTo)));
      if (!slab) {
        const rates = (await db.select({ rate: gstRates.rate }).from(gstRates).where(isNull(gstRates.effectiveTo))).map(
          (r) => r.rate,
        );
        throw badRequest(`GST must be one of the current slabs: ${rates.sort((a, b) => a - b).join(', ')}%`, {
          gst: 'Not a current GST slab',
        });
      }
    }
    return {
      name: v.name,
      molecule: v.molecule,
      manufacturer: v.manufacturer,
      category: v.category,
      schedule: v.schedule,
      hsn: v.hsn,
      packing: v.packing,
      weight: v.weight ?? null,
      measurement: v.measurement,
      gst: v.gst ?? null,
      mrpPaise: v.mrp === undefined ? null : toPaise(v.mrp),
      reorderLevel: v.reorderLevel ?? null,
    };
  }

  async function drugNameTaken(tx: DbOrTx, name: string, exceptId?: string) {
    const [row] = await tx
      .select({ id: drugs.id })
      .from(drugs)
      .where(and(liveDrug, sql`lower(${drugs.name}) = lower(${name})`, exceptId ? ne(drugs.id, exceptId) : undefined));
    return row !== undefined;
  }

  return {
    listManufacturers: async () =>
      (
        await db
          .select()
          .from(manufacturers)
          .orderBy(asc(sql`lower(${manufacturers.brandName})`))
      ).map(toManufacturer),

    async addManufacturer(input: ManufacturerInput, actor: Actor) {
      const v = manufacturerInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(manufacturers).values(v).returning();
        if (!row) throw new Error('insert returned no row');
        await record(tx, actor, 'create', 'manufacturer', row.id, `Added manufacturer ${row.brandName}`);
        return toManufacturer(row);
      });
    },

    async editManufacturer(id: string, input: ManufacturerInput, actor: Actor) {
      const v = manufacturerInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(manufacturers)
          .set({ ...v, updatedAt: sql`now()` })
          .where(eq(manufacturers.id, id))
          .returning();
        if (!row) throw notFound(`Manufacturer with ID ${id} not found`);
        await record(tx, actor, 'update', 'manufacturer', id, `Updated manufacturer ${row.brandName}`);
        return toManufacturer(row);
      });
    },

    listSuppliers: async () =>
      (
        await db
          .select()
          .from(suppliers)
          .orderBy(asc(sql`lower(${suppliers.name})`))
      ).map(toSupplier),

    async supplierByName(tx: DbOrTx, name: string) {
      const [row] = await tx
        .select()
        .from(suppliers)
        .where(sql`lower(${suppliers.name}) = lower(${name})`);
      return row;
    },

    async addSupplier(input: SupplierInput, actor: Actor) {
      const { dueDateForBill, ...v } = supplierInputSchema.parse(input);
      return db.transaction(async (tx) => {
        if (await this.supplierByName(tx, v.name)) throw conflict('A supplier with this name already exists');
        const [row] = await tx
          .insert(suppliers)
          .values({ ...v, dueDateRule: dueDateForBill })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await record(tx, actor, 'create', 'supplier', row.id, `Added supplier ${row.name}`);
        return toSupplier(row);
      });
    },

    async editSupplier(id: string, input: SupplierInput, actor: Actor) {
      const { dueDateForBill, ...v } = supplierInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const same = await this.supplierByName(tx, v.name);
        if (same && same.id !== id) throw conflict('A supplier with this name already exists');
        const [row] = await tx
          .update(suppliers)
          .set({ ...v, dueDateRule: dueDateForBill, updatedAt: sql`now()` })
          .where(eq(suppliers.id, id))
          .returning();
        if (!row) throw notFound(`Supplier with ID ${id} not found`);
        await record(tx, actor, 'update', 'supplier', id, `Updated supplier ${row.name}`);
        return toSupplier(row);
      });
    },

    gstSlabs: async () =>
      (await db.select({ rate: gstRates.rate }).from(gstRates).where(isNull(gstRates.effectiveTo)))
        .map((r) => r.rate)
        .sort((a, b) => a - b),

    listDrugs: async () =>
      (
        await db
          .select({ ...getTableColumns(drugs), stockOnHand })
          .from(drugs)
          .where(liveDrug)
          .orderBy(asc(sql`lower(${drugs.name})`))
      ).map(toDrug),

    async getDrug(id: string) {
      const [row] = await db
        .select({ ...getTableColumns(drugs), stockOnHand })
        .from(drugs)
        .where(and(eq(drugs.id, id), liveDrug));
      if (!row) throw notFound(`Drug with ID ${id} not found`);
      return toDrug(row);
    },

    async drugByName(tx: DbOrTx, name: string) {
      const [row] = await tx
        .select()
        .from(drugs)
        .where(and(liveDrug, sql`lower(${drugs.name}) = lower(${name})`));
      return row;
    },

    async addDrug(input: DrugInput, actor: Actor) {
      const values = await drugColumns(input);
      return db.transaction(async (tx) => {
        if (await drugNameTaken(tx, values.name)) throw conflict('A drug with this name already exists');
        const [row] = await tx.insert(drugs).values(values).returning();
        if (!row) throw new Error('insert returned no row');
        await record(tx, actor, 'create', 'drug', row.id, `Added drug ${row.name}`);
      });
    },

    async editDrug(id: string, input: DrugInput, actor: Actor) {
      const values = await drugColumns(input);
      await db.transaction(async (tx) => {
        if (await drugNameTaken(tx, values.name, id)) throw conflict('A drug with this name already exists');
        const [row] = await tx
          .update(drugs)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(drugs.id, id), liveDrug))
          .returning();
        if (!row) throw notFound(`Drug with ID ${id} not found`);
        await record(tx, actor, 'update', 'drug', id, `Updated drug ${row.name}`);
      });
    },

    /** A drug with batches or invoice lines keeps its history: deleting it is refused (409). */
    async deleteDrug(id: string, actor: Actor) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(drugs)
          .where(and(eq(drugs.id, id), liveDrug))
          .for('update');
        if (!row) throw notFound(`Drug with ID ${id} not found`);
        const [batch] = await tx.select({ id: batches.id }).from(batches).where(eq(batches.drugId, id)).limit(1);
        const [line] = await tx
          .select({ id: stockEntryItems.id })
          .from(stockEntryItems)
          .where(eq(stockEntryItems.drugId, id))
          .limit(1);
        if (batch || line) throw conflict(DRUG_IN_USE);
        await tx
          .update(drugs)
          .set({ deletedAt: sql`now()` })
          .where(eq(drugs.id, id));
        await record(tx, actor, 'delete', 'drug', id, `Deleted drug ${row.name}`);
      });
    },
  };
}

export type MastersService = ReturnType<typeof createMastersService>;
