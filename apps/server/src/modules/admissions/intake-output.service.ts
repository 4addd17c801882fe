import {
  IO_TIME_OUT_OF_RANGE,
  ioEntryInputSchema,
  type IoDay,
  type IoEntry,
  type IoEntryInput,
  type IoKind,
} from '@clinic/shared/admissions';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clinicInstant, clinicNow, nextDay } from '../../lib/clinic-time.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { admissionOf, lockAdmission } from './admission-access.ts';
import { ioEntries } from './admissions.table.ts';

/** Clocks drift: a measurement a minute or two "ahead" is not in the future. */
const SKEW_MS = 2 * 60_000;

type IoRow = typeof ioEntries.$inferSelect;
const toEntry = (r: IoRow): IoEntry => ({
  _id: r.id,
  kind: r.kind as IoKind,
  route: r.route,
  volumeMl: r.volumeMl,
  measuredAt: r.measuredAt.toISOString(),
  note: r.note,
  recordedBy: r.recordedByName,
});

/**
 * The intake/output chart of a stay: nurses enter each measured volume; a clinic day's entries
 * add up to the 24-hour balance the doctor reads on the round.
 */
export function createIntakeOutputService(deps: { db: Db; audit: AuditService; timeZone: string }) {
  const { db, audit, timeZone } = deps;

  return {
    async record(admissionId: string, input: IoEntryInput, actor: Actor): Promise<IoEntry> {
      const v = ioEntryInputSchema.parse(input);
      const now = new Date();
      const measuredAt = v.measuredAt ? new Date(v.measuredAt) : now;
      const row = await db.transaction(async (tx) => {
        const admission = await lockAdmission(tx, admissionId, 'active');
        if (measuredAt.getTime() > now.getTime() + SKEW_MS || measuredAt < admission.admittedAt)
          throw badRequest(IO_TIME_OUT_OF_RANGE, { measuredAt: IO_TIME_OUT_OF_RANGE });
        const [saved] = await tx
          .insert(ioEntries)
          .values({
            admissionId,
            kind: v.kind,
            route: v.route,
            volumeMl: v.volumeMl,
            measuredAt,
            note: v.note,
            recordedBy: actor.userId,
            recordedByName: actor.name ?? 'Unknown',
          })
          .returning();
        if (!saved) throw new Error('insert into io_entries returned no row');
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'io_entry',
          entityId: saved.id,
          summary: `${v.kind} ${v.volumeMl} ml on ${admission.ipNumber}`,
        });
        return saved;
      });
      return toEntry(row);
    },

    /** One clinic day of the chart with its totals; the patient is audited as viewed. */
    async day(admissionId: string, date: string | undefined, actor: Actor): Promise<IoDay> {
      const admission = await admissionOf(db, admissionId);
      const day = date ?? clinicNow(timeZone).date;
      const rows = await db
        .select()
        .from(ioEntries)
        .where(
          and(
            eq(ioEntries.admissionId, admissionId),
            gte(ioEntries.measuredAt, clinicInstant(timeZone, day, '00:00')),
            lt(ioEntries.measuredAt, clinicInstant(timeZone, nextDay(day), '00:00')),
          ),
        )
        .orderBy(asc(ioEntries.measuredAt), asc(ioEntries.id));
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [admission.patient.id],
        summary: `Viewed the intake/output chart of ${admission.admission.ipNumber}`,
      });
      const sum = (kind: IoKind) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r.volumeMl, 0);
      const [intakeMl, outputMl] = [sum('Intake'), sum('Output')];
      return { date: day, entries: rows.map(toEntry), intakeMl, outputMl, balanceMl: intakeMl - outputMl };
    },
  };
}

export type IntakeOutputService = ReturnType<typeof createIntakeOutputService>;
