import type { Group, NormalRange, Parameter } from '@clinic/shared/lab';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { searchAny, type PageQuery } from '../../db/list.ts';
import { services } from '../services/services.table.ts';
import { labGroupParameters, labGroups, labParameterRanges, labParameters } from './lab-master.table.ts';

type ParameterRow = typeof labParameters.$inferSelect;
type RangeRow = typeof labParameterRanges.$inferSelect;

export const toRange = (r: RangeRow): NormalRange => ({
  id: r.rowId,
  gender: r.gender as NormalRange['gender'],
  specialCondition: r.specialCondition,
  age: r.ageBand as NormalRange['age'],
  min: r.min,
  max: r.max,
});

const toParameter = (p: ParameterRow, ranges: RangeRow[]): Parameter => ({
  _id: p.id,
  name: p.name,
  category: p.category,
  unit: p.unit,
  method: p.method,
  resultType: p.resultType as Parameter['resultType'],
  decimalPlaces: p.decimalPlaces,
  criticalLow: p.criticalLow,
  criticalHigh: p.criticalHigh,
  ranges: ranges.filter((r) => r.parameterId === p.id).map(toRange),
  isActive: p.isActive,
  updatedAt: p.updatedAt.toISOString(),
});

/** The test master: parameters with their normal ranges, and groups (panels) of parameters. */
export const labMasterRepository = {
  async rangesOf(db: DbOrTx, parameterIds: string[]): Promise<RangeRow[]> {
    if (parameterIds.length === 0) return [];
    return db
      .select()
      .from(labParameterRanges)
      .where(inArray(labParameterRanges.parameterId, parameterIds))
      .orderBy(asc(labParameterRanges.rowId));
  },

  async parameters(db: DbOrTx, ids: string[]): Promise<Parameter[]> {
    if (ids.length === 0) return [];
    const rows = await db.select().from(labParameters).where(inArray(labParameters.id, ids));
    const ranges = await this.rangesOf(db, ids);
    return rows.map((p) => toParameter(p, ranges));
  },

  async page(db: DbOrTx, query: { search?: string; category?: string } & PageQuery) {
    const where = and(
      searchAny([labParameters.name, labParameters.method], query.search),
      query.category ? eq(labParameters.category, query.category) : undefined,
    );
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(labParameters)
        .where(where)
        .orderBy(asc(labParameters.category), asc(labParameters.name))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(labParameters)
        .where(where),
    ]);
    const ranges = await this.rangesOf(
      db,
      rows.map((r) => r.id),
    );
    return { data: rows.map((p) => toParameter(p, ranges)), total: count?.n ?? 0 };
  },

  async categories(db: DbOrTx): Promise<string[]> {
    const rows = await db
      .selectDistinct({ category: labParameters.category })
      .from(labParameters)
      .orderBy(asc(labParameters.category));
    return rows.map((r) => r.category);
  },

  async insertParameter(tx: DbOrTx, values: typeof labParameters.$inferInsert): Promise<string> {
    const [row] = await tx.insert(labParameters).values(values).returning({ id: labParameters.id });
    if (!row) throw new Error('insert into lab_parameters returned no row');
    return row.id;
  },

  async updateParameter(tx: DbOrTx, id: string, values: Partial<typeof labParameters.$inferInsert>): Promise<boolean> {
    const rows = await tx
      .update(labParameters)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(labParameters.id, id))
      .returning({ id: labParameters.id });
    return rows.length > 0;
  },

  /** Writes a parameter's range rows afresh: results keep the range they were entered against. */
  async replaceRanges(tx: DbOrTx, parameterId: string, ranges: NormalRange[]): Promise<void> {
    await tx.delete(labParameterRanges).where(eq(labParameterRanges.parameterId, parameterId));
    if (ranges.length === 0) return;
    await tx.insert(labParameterRanges).values(
      ranges.map((r) => ({
        parameterId,
        rowId: r.id,
        gender: r.gender,
        specialCondition: r.specialCondition,
        ageBand: r.age,
        min: r.min,
        max: r.max,
      })),
    );
  },

  async groups(db: DbOrTx, query: { search?: string; ids?: string[] } & PageQuery) {
    const where = and(
      searchAny([labGroups.name, services.name], query.search),
      query.ids ? inArray(labGroups.id, query.ids) : undefined,
    );
    const [rows, [count]] = await Promise.all([
      db
        .select({ g: labGroups, serviceName: services.name })
        .from(labGroups)
        .innerJoin(services, eq(services.id, labGroups.serviceId))
        .where(where)
        .orderBy(asc(labGroups.name))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(labGroups)
        .innerJoin(services, eq(services.id, labGroups.serviceId))
        .where(where),
    ]);
    const members = rows.length
      ? await db
          .select({ groupId: labGroupParameters.groupId, p: labParameters })
          .from(labGroupParameters)
          .innerJoin(labParameters, eq(labParameters.id, labGroupParameters.parameterId))
          .where(
            inArray(
              labGroupParameters.groupId,
              rows.map((r) => r.g.id),
            ),
          )
          .orderBy(asc(labGroupParameters.position))
      : [];
    const data: Group[] = rows.map(({ g, serviceName }) => ({
      _id: g.id,
      name: g.name,
      serviceId: g.serviceId,
      serviceName,
      sampleType: g.sampleType,
      isActive: g.isActive,
      parameters: members
        .filter((m) => m.groupId === g.id)
        .map((m) => ({ _id: m.p.id, name: m.p.name, unit: m.p.unit })),
    }));
    return { data, total: count?.n ?? 0 };
  },

  /** The active group a Laboratory service orders, with its parameters in report order. */
  async groupOfService(db: DbOrTx, serviceId: string) {
    const [group] = await db
      .select()
      .from(labGroups)
      .where(and(eq(labGroups.serviceId, serviceId), eq(labGroups.isActive, true)));
    if (!group) return undefined;
    const members = await db
      .select({ parameterId: labGroupParameters.parameterId })
      .from(labGroupParameters)
      .where(eq(labGroupParameters.groupId, group.id))
      .orderBy(asc(labGroupParameters.position));
    const parameters = await this.parameters(
      db,
      members.map((m) => m.parameterId),
    );
    const byId = new Map(parameters.map((p) => [p._id, p]));
    return { group, parameters: members.map((m) => byId.get(m.parameterId)).filter((p) => p !== undefined) };
  },

  async insertGroup(tx: DbOrTx, values: typeof labGroups.$inferInsert): Promise<string> {
    const [row] = await tx.insert(labGroups).values(values).returning({ id: labGroups.id });
    if (!row) throw new Error('insert into lab_groups returned no row');
    return row.id;
  },

  async updateGroup(tx: DbOrTx, id: string, values: Partial<typeof labGroups.$inferInsert>): Promise<boolean> {
    const rows = await tx
      .update(labGroups)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(labGroups.id, id))
      .returning({ id: labGroups.id });
    return rows.length > 0;
  },

  async replaceMembers(tx: DbOrTx, groupId: string, parameterIds: string[]): Promise<void> {
    await tx.delete(labGroupParameters).where(eq(labGroupParameters.groupId, groupId));
    await tx
      .insert(labGroupParameters)
      .values(parameterIds.map((parameterId, position) => ({ groupId, parameterId, position })));
  },

  async existingParameterIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
    const rows = await db.select({ id: labParameters.id }).from(labParameters).where(inArray(labParameters.id, ids));
    return new Set(rows.map((r) => r.id));
  },
};
