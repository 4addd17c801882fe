import {
  acknowledgeAlertInputSchema,
  ALERT_ALREADY_ACKNOWLEDGED,
  NEWS2_RESPONSES,
  type News2,
  type News2Alert,
  type News2AlertQuery,
} from '@clinic/shared/admissions';
import { fullName } from '@clinic/shared/patients';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { EventBus, Publish } from '../../lib/events.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AdmissionRow } from './admissions.repository.ts';
import { admissionDoctors, admissions } from './admissions.table.ts';
import { listedAlerts, type ListedAlert } from './news2-alerts.repository.ts';
import { news2Alerts } from './ward-round.table.ts';

const MINUTE_MS = 60_000;

/** NEWS2 asks for a clinician's review at 5 or more, or at 3 in any one parameter. */
export const needsReview = (score: News2) => score.risk !== 'Low';

/**
 * Early-warning alerts: raised to the treating doctor in the transaction that records the
 * observations, listed live on the doctor's screens, and acknowledged with the time it took.
 */
export function createNews2AlertsService(deps: { db: Db; audit: AuditService; events: EventBus }) {
  const { db, audit, events } = deps;

  const toAlert = (r: ListedAlert, response: string): News2Alert => ({
    _id: r.alert.id,
    admissionId: r.admission.id,
    ipNumber: r.admission.ipNumber,
    patientName: fullName(r.patient),
    mrn: r.patient.mrn,
    ward: r.wardName,
    bedNumber: r.bedNumber,
    score: r.alert.score,
    risk: r.alert.risk,
    response,
    doctorId: r.alert.doctorId,
    doctorName: r.doctorName,
    raisedAt: r.alert.raisedAt.toISOString(),
    acknowledgedAt: r.alert.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: r.alert.acknowledgedByName,
    responseMinutes: r.alert.acknowledgedAt
      ? Math.round((r.alert.acknowledgedAt.getTime() - r.alert.raisedAt.getTime()) / MINUTE_MS)
      : null,
    note: r.alert.note,
  });
  const responseOf = (risk: string): string =>
    NEWS2_RESPONSES[risk as keyof typeof NEWS2_RESPONSES] ?? NEWS2_RESPONSES['Low-medium'];

  return {
    /** Raises an alert for observations that call for a review, in the recording transaction. */
    async raiseIn(
      tx: DbOrTx,
      publish: Publish,
      admission: AdmissionRow,
      vitalsId: string,
      score: News2,
    ): Promise<void> {
      if (!needsReview(score)) return;
      const [treating] = await tx
        .select({ doctorId: admissionDoctors.doctorId })
        .from(admissionDoctors)
        .where(
          and(
            eq(admissionDoctors.admissionId, admission.id),
            eq(admissionDoctors.role, 'treating'),
            isNull(admissionDoctors.toAt),
          ),
        );
      await tx.insert(news2Alerts).values({
        admissionId: admission.id,
        vitalsId,
        doctorId: treating?.doctorId ?? admission.admittingDoctorId,
        score: score.score,
        risk: score.risk,
      });
      publish('news2.alert', { admissionId: admission.id });
    },

    /** Alerts, newest first: open ones unless asked, a doctor's own stays with `mine`; patients shown are audited. */
    async list(query: News2AlertQuery, actor: Actor): Promise<News2Alert[]> {
      const me = actor.userId ?? '';
      const rows = await listedAlerts(db)
        .where(
          and(
            query.open === 'false' ? undefined : isNull(news2Alerts.acknowledgedAt),
            query.admissionId ? eq(news2Alerts.admissionId, query.admissionId) : undefined,
            query.mine === 'true'
              ? or(
                  eq(news2Alerts.doctorId, me),
                  eq(admissions.admittingDoctorId, me),
                  sql`exists (select 1 from admission_doctors d where d.admission_id = ${admissions.id} and d.doctor_id = ${me} and d.to_at is null)`,
                )
              : undefined,
          ),
        )
        .orderBy(desc(news2Alerts.raisedAt))
        .limit(100);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: rows.map((r) => r.patient.id),
        summary: 'Listed in early-warning alerts',
      });
      return rows.map((r) => toAlert(r, responseOf(r.alert.risk)));
    },

    /** A doctor acknowledges the alert: the response time is kept; a second acknowledgement is refused. */
    async acknowledge(id: string, input: { note?: string }, actor: Actor): Promise<News2Alert> {
      const v = acknowledgeAlertInputSchema.parse(input);
      await events.inTransaction(db, async (tx, publish) => {
        const [alert] = await tx.select().from(news2Alerts).where(eq(news2Alerts.id, id)).for('update');
        if (!alert) throw notFound(`Alert with ID ${id} not found`);
        if (alert.acknowledgedAt) throw conflict(ALERT_ALREADY_ACKNOWLEDGED);
        const now = new Date();
        await tx
          .update(news2Alerts)
          .set({ acknowledgedAt: now, acknowledgedBy: actor.userId, acknowledgedByName: actor.name, note: v.note })
          .where(eq(news2Alerts.id, id));
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'news2_alert',
          entityId: id,
          summary: `NEWS2 ${alert.score} alert acknowledged after ${Math.round((now.getTime() - alert.raisedAt.getTime()) / MINUTE_MS)} min`,
        });
        publish('news2.alert', { admissionId: alert.admissionId });
      });
      const [row] = await listedAlerts(db).where(eq(news2Alerts.id, id));
      if (!row) throw notFound(`Alert with ID ${id} not found`);
      return toAlert(row, responseOf(row.alert.risk));
    },
  };
}

export type News2AlertsService = ReturnType<typeof createNews2AlertsService>;
