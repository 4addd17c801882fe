import {
  pickRange,
  type AbnormalResults,
  type CriticalAlert,
  type LabTrend,
  type PatientLabTest,
  type VisitReport,
} from '@clinic/shared/lab';
import type { Db } from '../../db/client.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import { labMasterRepository } from './lab-master.repository.ts';
import { labPatient } from './lab-patient.ts';
import { labWorklistRepository as orders, toLabOrder } from './lab.repository.ts';
import { labResultsRepository as results, toReport } from './lab-results.repository.ts';

/**
 * What the lab's approved work gives the others: the printed report of a visit, a patient's
 * results and trends for the record, and the critical values the doctor and the ward must see.
 */
export const NOT_YOUR_ALERT =
  'Only the doctor who ordered the test, or the admitting doctor, acknowledges this critical value';

export function createLabReportsService(deps: {
  db: Db;
  audit: AuditService;
  timeZone: string;
  events: EventBus;
  /** Minutes an unacknowledged critical value waits before it escalates (CRITICAL_ESCALATION_MINUTES). */
  escalationMinutes: number;
  /** The time now (tests move it). */
  now?: () => Date;
}) {
  const { db, audit, timeZone, escalationMinutes } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => clinicNow(timeZone).date;
  const viewed = (actor: Actor, patientIds: string | string[], summary: string) =>
    audit.viewed(actor, { entityType: 'patient', entityIds: [patientIds].flat(), summary });

  /** The approved reports of each order, newest first, and whether an amendment waits. */
  async function approvedReports(orderIds: string[]) {
    const all = await results.reportsOf(db, orderIds);
    return (orderId: string) => all.filter((r) => r.row.orderId === orderId && r.row.approvedAt).map((r) => r.report);
  }

  return {
    /** Every approved test of the visit this order belongs to, for one printed report. */
    async visitReport(orderId: string, actor: Actor): Promise<VisitReport> {
      const row = await orders.one(db, orderId);
      if (!row) throw notFound(`Lab order with ID ${orderId} not found`);
      const visit = await orders.visit(db, row.o, timeZone);
      const ids = visit.map((v) => v.o.id);
      const [reportsOf, samples] = await Promise.all([approvedReports(ids), results.samplesOf(db, ids)]);
      const tests = visit.flatMap((v) => {
        const [current] = reportsOf(v.o.id);
        if (!current) return [];
        const sample = samples.find((s) => s.orderId === v.o.id && !s.rejectedAt);
        return [
          {
            orderId: v.o.id,
            serviceName: v.o.serviceName,
            accessionNumber: sample?.accessionNumber ?? null,
            sampleType: sample?.sampleType ?? '',
            sampleCollectedAt: sample?.collectedAt.toISOString() ?? null,
            report: current,
          },
        ];
      });
      if (!tests.some((t) => t.orderId === orderId)) throw conflict('This test has no approved results yet');
      const first = samples.find((s) => s.orderId === orderId && !s.rejectedAt);
      await viewed(actor, row.o.patientId, 'Printed a lab report');
      return {
        patient: labPatient(row.p, first ? clinicNow(timeZone, first.collectedAt).date : today()),
        orderedBy: row.o.orderedByName,
        tests,
      };
    },

    /** A patient's lab tests for the record and the consultation, newest first. */
    async patientTests(patientId: string, actor: Actor): Promise<PatientLabTest[]> {
      const rows = await orders.ofPatient(db, patientId);
      const reportsOf = await approvedReports(rows.map((r) => r.o.id));
      await viewed(actor, patientId, 'Read lab results');
      return rows.map((r) => {
        const order = toLabOrder(r);
        return {
          orderId: order._id,
          admissionId: order.admissionId,
          serviceName: order.serviceName,
          status: order.status,
          orderedAt: order.orderedAt,
          orderedBy: order.orderedBy,
          accessionNumber: order.accessionNumber,
          sampleCollectedAt: order.sampleCollectedAt,
          amending: order.amending,
          reports: reportsOf(order._id),
        };
      });
    },

    /** One parameter's approved values over time, with the patient's normal band today. */
    async trend(patientId: string, parameterId: string, actor: Actor): Promise<LabTrend> {
      const [parameter] = await labMasterRepository.parameters(db, [parameterId]);
      const patient = await orders.patient(db, patientId);
      if (!parameter) throw notFound(`Parameter with ID ${parameterId} not found`);
      if (!patient) throw notFound(`Patient with ID ${patientId} not found`);
      const points = await results.trend(db, patientId, parameterId);
      const band = pickRange(parameter.ranges, { ...labPatient(patient, today()), condition: '' });
      await viewed(actor, patientId, `Read the trend of ${parameter.name}`);
      return {
        parameter: { _id: parameter._id, name: parameter.name, unit: parameter.unit },
        band: band ? { min: band.min, max: band.max } : null,
        points: points.flatMap((p) =>
          p.value === null || !p.at
            ? []
            : [{ at: p.at.toISOString(), value: p.value, flag: p.flag as LabTrend['points'][number]['flag'] }],
        ),
      };
    },

    /**
     * Critical values nobody has acknowledged yet: a doctor's own orders, or one admission's
     * (the ward's patient screen), or every one for a clinic administrator; `escalated`: only
     * those waiting longer than the escalation time. The wait is worked out as it is read.
     */
    async criticalAlerts(
      where: { orderedBy?: string; admissionId?: string; patientId?: string; escalated?: boolean },
      actor: Actor,
      canAny = false,
    ): Promise<CriticalAlert[]> {
      const at = now();
      const { escalated, ...scope } = where;
      const rows = await results.unseenCritical(db, {
        ...scope,
        enteredBefore: escalated ? new Date(at.getTime() - escalationMinutes * 60_000) : undefined,
      });
      const admitting = await results.admittingDoctors(db, [
        ...new Set(rows.flatMap((r) => (r.order.admissionId ? [r.order.admissionId] : []))),
      ]);
      const values = await results.resultsOfReports(
        db,
        rows.map((r) => r.report.id),
      );
      const patients = new Map(
        (await Promise.all([...new Set(rows.map((r) => r.order.patientId))].map((id) => orders.patient(db, id))))
          .filter((p) => p !== undefined)
          .map((p) => [p.id, p]),
      );
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: rows.map((r) => r.order.patientId),
        summary: 'Shown a critical lab value',
      });
      return rows.map(({ report, order }) => {
        const p = patients.get(order.patientId);
        const shown = toReport(report, values);
        const minutesWaiting = Math.max(0, Math.floor((at.getTime() - report.enteredAt.getTime()) / 60_000));
        return {
          reportId: report.id,
          orderId: order.id,
          patientId: order.patientId,
          patientName: p ? labPatient(p, today()).name : '',
          mrn: p?.mrn ?? '',
          admissionId: order.admissionId,
          serviceName: order.serviceName,
          enteredAt: report.enteredAt.toISOString(),
          approved: report.approvedAt !== null,
          results: shown.results.flatMap((r) =>
            r.flag === 'Critical low' || r.flag === 'Critical high'
              ? [{ name: r.name, value: r.value, unit: r.unit, flag: r.flag }]
              : [],
          ),
          canAcknowledge:
            canAny ||
            order.orderedBy === actor.userId ||
            (order.admissionId !== null && admitting.get(order.admissionId) === actor.userId),
          orderedBy: order.orderedByName,
          minutesWaiting,
          escalated: minutesWaiting >= escalationMinutes,
        };
      });
    },

    /** The queue's mark: each patient's abnormal values not yet seen in a consultation (one query). */
    async unseenAbnormal(patientIds: string[], actor: Actor): Promise<AbnormalResults[]> {
      const rows = await results.unseenAbnormal(db, patientIds);
      const byPatient = new Map<string, AbnormalResults>();
      for (const r of rows) {
        if (!r.flag || !r.approvedAt) continue;
        const entry = byPatient.get(r.patientId) ?? { patientId: r.patientId, results: [] };
        entry.results.push({
          orderId: r.orderId,
          serviceName: r.serviceName,
          name: r.name,
          value: r.value,
          unit: r.unit,
          flag: r.flag as AbnormalResults['results'][number]['flag'],
          approvedAt: r.approvedAt.toISOString(),
        });
        byPatient.set(r.patientId, entry);
      }
      await viewed(actor, [...byPatient.keys()], 'Shown abnormal lab results in the queue');
      return [...byPatient.values()];
    },

    /**
     * The alert's doctor (who ordered the test, or admitted the patient) has seen the critical
     * values and acted on them; nobody else silences it without `results.critical.acknowledge-any`.
     */
    async acknowledge(reportId: string, actor: Actor, canAny = false): Promise<void> {
      const report = await results.report(db, reportId);
      if (!report || !report.critical) throw notFound(`No critical lab report with ID ${reportId}`);
      if (!canAny && !(await results.alertOwners(db, reportId)).includes(actor.userId ?? ''))
        throw new AppError(403, 'FORBIDDEN', NOT_YOUR_ALERT);
      // Every open banner of this value (the doctor's, the ward's, the administrator's) redraws.
      await deps.events.inTransaction(db, async (tx, publish) => {
        const first = await results.acknowledge(tx, reportId, { userId: actor.userId, name: actor.name ?? 'Unknown' });
        if (!first) return;
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'lab_report',
          entityId: report.orderId,
          summary: 'Critical value acknowledged',
        });
        publish('lab.critical', { orderId: report.orderId });
      });
    },
  };
}

export type LabReportsService = ReturnType<typeof createLabReportsService>;
