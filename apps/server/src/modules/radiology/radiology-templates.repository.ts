import type { Modality } from '@clinic/shared/radiology';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { searchAny } from '../../db/list.ts';
import { radiologyTemplates } from './radiology.table.ts';

export type TemplateRow = typeof radiologyTemplates.$inferSelect;
type TemplateValues = Pick<typeof radiologyTemplates.$inferInsert, 'name' | 'description' | 'modality' | 'content'>;

export const radiologyTemplatesRepository = {
  list: (db: DbOrTx, query: { modality?: Modality; search?: string }) =>
    db
      .select()
      .from(radiologyTemplates)
      .where(
        and(
          query.modality ? eq(radiologyTemplates.modality, query.modality) : undefined,
          searchAny([radiologyTemplates.name, radiologyTemplates.description], query.search),
        ),
      )
      .orderBy(asc(radiologyTemplates.modality), asc(radiologyTemplates.name))
      .limit(500),

  async one(db: DbOrTx, id: string) {
    const [row] = await db.select().from(radiologyTemplates).where(eq(radiologyTemplates.id, id));
    return row;
  },

  async insert(tx: DbOrTx, values: typeof radiologyTemplates.$inferInsert) {
    const [row] = await tx.insert(radiologyTemplates).values(values).returning();
    if (!row) throw new Error('insert into radiology_templates returned no row');
    return row;
  },

  async update(tx: DbOrTx, id: string, values: TemplateValues) {
    const [row] = await tx
      .update(radiologyTemplates)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(radiologyTemplates.id, id))
      .returning();
    return row;
  },

  async remove(tx: DbOrTx, id: string) {
    const [row] = await tx.delete(radiologyTemplates).where(eq(radiologyTemplates.id, id)).returning();
    return row;
  },
};
