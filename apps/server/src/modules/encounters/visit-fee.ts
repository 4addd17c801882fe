import type { VisitFee } from '@clinic/shared/encounters';
import type { Staff } from '@clinic/shared/staff';
import { and, count, desc, eq, gt, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addDays, clinicInstant, clinicNow } from '../../lib/clinic-time.ts';
import { encounters } from './encounters.table.ts';

/**
 * What a patient's next visit to a doctor costs: within the doctor's follow-up rule (days after a
 * paid, "New" consultation, and visits since) it is a follow-up at the rule's fee; otherwise new,
 * at the consultation fee. Read in the caller's transaction, so the consultation that charges it
 * sees the same visits.
 */
export async function visitFeeIn(
  conn: DbOrTx,
  v: { patientId: string; doctor: Pick<Staff, '_id' | 'followUp'>; consultationPaise: number | null; timeZone: string },
): Promise<VisitFee> {
  const fresh: VisitFee = { kind: 'New', feePaise: v.consultationPaise, validUntil: null, visitsLeft: null };
  const rule = v.doctor.followUp;
  if (!rule) return fresh;
  const today = clinicNow(v.timeZone).date;
  // Day 0 is the paid visit's day: a 7-day rule covers it and the seven days after.
  const since = clinicInstant(v.timeZone, addDays(today, -rule.days), '00:00');
  const [paid] = await conn
    .select({ at: encounters.createdAt })
    .from(encounters)
    .where(
      and(
        eq(encounters.patientId, v.patientId),
        eq(encounters.doctorId, v.doctor._id),
        eq(encounters.visitKind, 'New'),
        gte(encounters.createdAt, since),
      ),
    )
    .orderBy(desc(encounters.createdAt))
    .limit(1);
  if (!paid) return fresh;
  const [used] = await conn
    .select({ n: count() })
    .from(encounters)
    .where(
      and(
        eq(encounters.patientId, v.patientId),
        eq(encounters.doctorId, v.doctor._id),
        eq(encounters.visitKind, 'Follow-up'),
        gt(encounters.createdAt, paid.at),
      ),
    );
  const visitsLeft = rule.visits - (used?.n ?? 0);
  if (visitsLeft <= 0) return fresh;
  return {
    kind: 'Follow-up',
    feePaise: rule.feePaise,
    validUntil: addDays(clinicNow(v.timeZone, paid.at).date, rule.days),
    visitsLeft,
  };
}
