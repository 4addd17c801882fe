import { createHash, randomBytes } from 'node:crypto';
import {
  DISPLAY_NOT_FOUND,
  displayInputSchema,
  type CreatedDisplay,
  type Display,
  type DisplayInput,
} from '@clinic/shared/appointments';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { StaffService } from '../staff/staff.service.ts';
import { queueDisplays } from './displays.table.ts';

type DisplayRow = typeof queueDisplays.$inferSelect;
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * The administrator's waiting-hall displays: each gets a random key once (its link), kept only as
 * a hash; a revoked key stops working at once, and its open screens are closed.
 */
export function createDisplaysService(deps: { db: Db; audit: AuditService; staff: Pick<StaffService, 'listDoctors'> }) {
  const { db, audit } = deps;

  async function toDisplays(rows: DisplayRow[]): Promise<Display[]> {
    const doctors = await deps.staff.listDoctors();
    const nameOf = new Map(doctors.map((d) => [d._id, d.name]));
    return rows.map((r) => ({
      _id: r.id,
      name: r.name,
      doctors: r.doctorIds.map((doctorId) => ({ doctorId, name: nameOf.get(doctorId) ?? 'A doctor no longer active' })),
      createdAt: r.createdAt.toISOString(),
      createdBy: r.createdByName,
      revokedAt: r.revokedAt?.toISOString() ?? null,
    }));
  }

  return {
    async list(): Promise<Display[]> {
      return toDisplays(await db.select().from(queueDisplays).orderBy(desc(queueDisplays.createdAt)));
    },

    async create(input: DisplayInput, actor: Actor): Promise<CreatedDisplay> {
      const v = displayInputSchema.parse(input);
      const doctors = new Set((await deps.staff.listDoctors()).map((d) => d._id));
      if (v.doctorIds.some((id) => !doctors.has(id)))
        throw badRequest('Choose active doctors only', { doctorIds: 'Choose active doctors only' });
      const key = randomBytes(24).toString('base64url');
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(queueDisplays)
          .values({
            name: v.name,
            keyHash: hashOf(key),
            doctorIds: [...new Set(v.doctorIds)],
            createdByName: actor.name ?? 'Unknown',
          })
          .returning();
        if (!saved) throw new Error('insert into queue_displays returned no row');
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'queue_display',
          entityId: saved.id,
          summary: `Display "${v.name}" for ${v.doctorIds.length} doctors`,
        });
        return saved;
      });
      const [display] = await toDisplays([row]);
      return { display: display!, key };
    },

    async revoke(id: string, actor: Actor): Promise<Display> {
      const row = await db.transaction(async (tx) => {
        const [done] = await tx
          .update(queueDisplays)
          .set({ revokedAt: new Date() })
          .where(and(eq(queueDisplays.id, id), isNull(queueDisplays.revokedAt)))
          .returning();
        if (!done) {
          const [exists] = await tx.select().from(queueDisplays).where(eq(queueDisplays.id, id));
          if (!exists) throw notFound(`Display with ID ${id} not found`);
          throw conflict('This display is already revoked');
        }
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'queue_display',
          entityId: id,
          summary: 'Revoked',
        });
        return done;
      });
      const [display] = await toDisplays([row]);
      return display!;
    },

    /** The live display a key opens; 404 for an unknown or revoked key (the same answer for both). */
    async byKey(key: string): Promise<DisplayRow> {
      const [row] = await db
        .select()
        .from(queueDisplays)
        .where(and(eq(queueDisplays.keyHash, hashOf(key)), isNull(queueDisplays.revokedAt)));
      if (!row) throw notFound(DISPLAY_NOT_FOUND);
      return row;
    },

    /** Which of these displays are still live (open screens of the others are closed). */
    async liveIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: queueDisplays.id })
        .from(queueDisplays)
        .where(and(inArray(queueDisplays.id, ids), isNull(queueDisplays.revokedAt)));
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type DisplaysService = ReturnType<typeof createDisplaysService>;
