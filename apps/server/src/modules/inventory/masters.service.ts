import {
  DRUG_IN_USE,
  UNITS_PER_PACK_LOCKED,
  drugInputSchema,
  manufacturerInputSchema,
  supplierInputSchema,
  type Drug,
  type DrugInput,
  type Manufacturer,
  type ManufacturerInput,
  type Supplier,
  type SupplierInput,
} from '@clinic/shared/inventory';
import { toPaise, toRupees } from '@clinic/shared/money';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import {
  mastersRepository as repo,
  type DrugWithStock,
  type ManufacturerRow,
  type SupplierRow,
} from './masters.repository.ts';

const iso = (d: Date) => d.toISOString();

function toManufacturer(r: ManufacturerRow): Manufacturer {
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

function toSupplier(r: SupplierRow): Supplier {
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

function toDrug(r: DrugWithStock): Drug {
  return {
    _id: r.id,
    name: r.name,
    molecule: r.molecule,
    manufacturer: r.manufacturer,
    category: r.category,
    schedule: r.schedule,
    hsn: r.hsn,
    packing: r.packing,
    unitsPerPack: r.unitsPerPack,
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
      const rates = await repo.currentGstRates(db);
      if (!rates.includes(v.gst)) {
        throw badRequest(`GST must be one of the current slabs: ${rates.join(', ')}%`, {
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
      unitsPerPack: v.unitsPerPack,
      weight: v.weight ?? null,
      measurement: v.measurement,
      gst: v.gst ?? null,
      mrpPaise: v.mrp === undefined ? null : toPaise(v.mrp),
      reorderLevel: v.reorderLevel ?? null,
    };
  }

  return {
    listManufacturers: async () => (await repo.manufacturers(db)).map(toManufacturer),

    async addManufacturer(input: ManufacturerInput, actor: Actor) {
      const v = manufacturerInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const row = await repo.insertManufacturer(tx, v);
        await record(tx, actor, 'create', 'manufacturer', row.id, `Added manufacturer ${row.brandName}`);
        return toManufacturer(row);
      });
    },

    async editManufacturer(id: string, input: ManufacturerInput, actor: Actor) {
      const v = manufacturerInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const row = await repo.updateManufacturer(tx, id, v);
        if (!row) throw notFound(`Manufacturer with ID ${id} not found`);
        await record(tx, actor, 'update', 'manufacturer', id, `Updated manufacturer ${row.brandName}`);
        return toManufacturer(row);
      });
    },

    listSuppliers: async () => (await repo.suppliers(db)).map(toSupplier),

    supplierByName: (tx: DbOrTx, name: string) => repo.supplierByName(tx, name),

    async addSupplier(input: SupplierInput, actor: Actor) {
      const { dueDateForBill, ...v } = supplierInputSchema.parse(input);
      return db.transaction(async (tx) => {
        if (await this.supplierByName(tx, v.name)) throw conflict('A supplier with this name already exists');
        const row = await repo.insertSupplier(tx, { ...v, dueDateRule: dueDateForBill });
        await record(tx, actor, 'create', 'supplier', row.id, `Added supplier ${row.name}`);
        return toSupplier(row);
      });
    },

    async editSupplier(id: string, input: SupplierInput, actor: Actor) {
      const { dueDateForBill, ...v } = supplierInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const same = await this.supplierByName(tx, v.name);
        if (same && same.id !== id) throw conflict('A supplier with this name already exists');
        const row = await repo.updateSupplier(tx, id, { ...v, dueDateRule: dueDateForBill });
        if (!row) throw notFound(`Supplier with ID ${id} not found`);
        await record(tx, actor, 'update', 'supplier', id, `Updated supplier ${row.name}`);
        return toSupplier(row);
      });
    },

    gstSlabs: () => repo.currentGstRates(db),

    listDrugs: async () => (await repo.drugs(db)).map(toDrug),

    async getDrug(id: string) {
      const row = await repo.drugWithStock(db, id);
      if (!row) throw notFound(`Drug with ID ${id} not found`);
      return toDrug(row);
    },

    drugByName: (tx: DbOrTx, name: string) => repo.drugByName(tx, name),

    async addDrug(input: DrugInput, actor: Actor) {
      const values = await drugColumns(input);
      return db.transaction(async (tx) => {
        if (await repo.drugNameTaken(tx, values.name)) throw conflict('A drug with this name already exists');
        const row = await repo.insertDrug(tx, values);
        await record(tx, actor, 'create', 'drug', row.id, `Added drug ${row.name}`);
      });
    },

    async editDrug(id: string, input: DrugInput, actor: Actor) {
      const values = await drugColumns(input);
      await db.transaction(async (tx) => {
        if (await repo.drugNameTaken(tx, values.name, id)) throw conflict('A drug with this name already exists');
        const before = await repo.findDrug(tx, id);
        if (before && before.unitsPerPack !== values.unitsPerPack && (await repo.drugHasHistory(tx, id)))
          throw conflict(UNITS_PER_PACK_LOCKED);
        const row = await repo.updateDrug(tx, id, values);
        if (!row) throw notFound(`Drug with ID ${id} not found`);
        await record(tx, actor, 'update', 'drug', id, `Updated drug ${row.name}`);
      });
    },

    /** A drug with batches or invoice lines keeps its history: deleting it is refused (409). */
    async deleteDrug(id: string, actor: Actor) {
      await db.transaction(async (tx) => {
        const row = await repo.findDrug(tx, id, true);
        if (!row) throw notFound(`Drug with ID ${id} not found`);
        if (await repo.drugHasHistory(tx, id)) throw conflict(DRUG_IN_USE);
        await repo.softDeleteDrug(tx, id);
        await record(tx, actor, 'delete', 'drug', id, `Deleted drug ${row.name}`);
      });
    },
  };
}

export type MastersService = ReturnType<typeof createMastersService>;
