import { PRE_OP_CHECKS } from '@clinic/shared/theatre';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { newPatient, setupHospital } from '../admissions/admission-fixtures.ts';
import { writeStay, writeVisit, type ScenarioStay } from './report-fixtures.ts';

/**
 * Four days of a small hospital, 1–4 March, written into the tables: the stays (one back in ICU
 * 18 hours after leaving it, one death, one LAMA), first notes and vitals, a discharge process,
 * OPD waits, lab samples and reports, two surgeries and the incidents staff reported. Each
 * indicator is checked against what the scenario says, counted here by hand.
 */
export const at = (when: string) => `${when.replace(' ', 'T')}:00+05:30`;
export const STAYS: Record<'a' | 'b' | 'c' | 'd' | 'e', ScenarioStay> = {
  a: { beds: [{ bed: 'g1', from: '2026-03-01 10:00', to: '2026-03-03 10:00' }], leftAs: 'Normal' },
  b: {
    beds: [
      { bed: 'icu1', from: '2026-03-01 12:00', to: '2026-03-02 12:00' },
      { bed: 'g2', from: '2026-03-02 12:00', to: '2026-03-03 06:00' },
      { bed: 'icu1', from: '2026-03-03 06:00' },
    ],
  },
  c: { beds: [{ bed: 'p1', from: '2026-03-02 09:00', to: '2026-03-04 09:00' }], leftAs: 'Death' },
  d: { beds: [{ bed: 'g3', from: '2026-02-27 10:00', to: '2026-03-02 10:00' }], leftAs: 'LAMA' },
  e: {
    beds: [
      { bed: 'icu1', from: '2026-03-02 13:00', to: '2026-03-02 20:00' },
      { bed: 'g3', from: '2026-03-02 20:00' },
    ],
  },
};

/** Inpatient days: for each midnight closing a day of the range, the stays that span it. */
export function patientDays(): number {
  let total = 0;
  for (const day of ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04']) {
    const midnight = Date.parse(`${day}T23:59:59+05:30`);
    total += Object.values(STAYS).filter((s) => {
      const from = Date.parse(at(s.beds[0]!.from));
      const to = s.beds.at(-1)!.to;
      return from <= midnight && (!to || Date.parse(at(to)) > midnight);
    }).length;
  }
  return total;
}

export async function writeQualityScenario(t: TestApp): Promise<void> {
  const db = t.database.db;
  const h = await setupHospital(t);
  const ids: Record<string, string> = {};
  for (const [key, stay] of Object.entries(STAYS)) ids[key] = await writeStay(t, h, await newPatient(t, key), stay);
  const note = (admission: string, when: string) =>
    db.execute(sql`insert into admission_notes (admission_id, kind, text, written_by_name, written_by_role, written_at)
      values (${admission}, 'Progress', 'Seen', 'Dr. Cardio', 'doctor', ${at(when)})`);
  await note(ids.a!, '2026-03-01 10:30');
  await note(ids.a!, '2026-03-01 18:00');
  await note(ids.b!, '2026-03-01 13:30');
  // Dated before the admission (a clock wrong): not its assessment.
  await note(ids.c!, '2026-03-02 08:00');
  await db.execute(sql`insert into ip_vitals (admission_id, recorded_at, respiratory_rate, spo2, systolic, diastolic,
      pulse, consciousness, temperature_c, news2_score, news2_risk, recorded_by_name)
    values (${ids.a}, ${at('2026-03-01 10:10')}, 16, 98, 120, 80, 72, 'A', 37.0, 0, 'Low', 'Nurse')`);
  await db.execute(sql`update admissions set discharge_initiated_at = ${at('2026-03-03 08:00')} where id = ${ids.a}`);

  const patient = await newPatient(t, 'Opd');
  for (const [time, arrived, called, status] of [
    ['10:00', '10:00', '10:20', 'Completed'],
    ['11:00', '11:00', '11:40', 'Completed'],
    ['12:00', '12:00', undefined, 'Awaiting'],
  ] as const)
    await writeVisit(t, {
      patientId: patient,
      doctorId: h.doctorId,
      department: 'Cardiology',
      date: '2026-03-02',
      time,
      status,
      arrived,
      called,
    });

  const service = await t.injectAs(['clinicAdmin'], {
    method: 'POST',
    url: '/api/service/add',
    payload: { name: 'CBC', category: 'Laboratory', duration: 10, price: 300, isActive: true },
  });
  const serviceId = service.json<{ data: { _id: string } }>().data._id;
  const order = async (ordered: string) =>
    (
      await db.execute<{
        id: string;
      }>(sql`insert into lab_orders (patient_id, service_id, service_name, ordered_by_name, ordered_at, status)
        values (${patient}, ${serviceId}, 'CBC', 'Dr. Cardio', ${at(ordered)}, 'Approved') returning id`)
    ).rows[0]!.id;
  const [o1, o2] = [await order('2026-03-02 09:00'), await order('2026-03-02 09:30')];
  let accession = 0;
  const sample = (o: string, when: string, rejected = false) =>
    db.execute(sql`insert into lab_samples (order_id, accession_number, collected_by_name, collected_at, rejected_at)
      values (${o}, ${`Q-${++accession}`}, 'Lab', ${at(when)}, ${rejected ? at(when) : null})`);
  await sample(o1, '2026-03-02 09:20', true);
  await sample(o1, '2026-03-02 09:50');
  await sample(o2, '2026-03-02 09:40');
  const labReport = async (o: string, version: number, approved: string, critical = false) =>
    (
      await db.execute<{
        id: string;
      }>(sql`insert into lab_reports (order_id, version, critical, entered_by_name, entered_at, approved_by_name, approved_at)
        values (${o}, ${version}, ${critical}, 'Lab', ${at(approved)}, 'Pathologist', ${at(approved)}) returning id`)
    ).rows[0]!.id;
  const critical = await labReport(o1, 1, '2026-03-02 10:00', true);
  await labReport(o2, 1, '2026-03-02 10:30');
  await labReport(o2, 2, '2026-03-03 09:00');
  await db.execute(
    sql`insert into lab_critical_acks (report_id, seen_by_name, seen_at) values (${critical}, 'Nurse', ${at('2026-03-02 10:15')})`,
  );

  const theatre = (
    await db.execute<{
      id: string;
    }>(sql`insert into operating_theatres (identifier, type, capacity, days, opens_at, closes_at)
      values ('OT-Q', 'General', 1, '{1,2,3,4,5}', '08:00', '20:00') returning id`)
  ).rows[0]!.id;
  const surgery = (start: string, checklist: readonly string[]) =>
    db.execute(sql`insert into surgeries (patient_id, procedure_id, procedure_name, surgeon_id, surgeon_name, anaesthetist_id,
        anaesthetist_name, anaesthesia_type, theatre_id, start_at, end_at, started_at, checklist, status, booked_by_name)
      values (${patient}, ${serviceId}, 'Appendicectomy', ${h.doctorId}, 'Dr. Cardio', ${h.doctorId}, 'Dr. Cardio', 'General',
        ${theatre}, ${at(start)}, ${at(start)}::timestamptz + interval '1 hour', ${at(start)},
        ${sql.raw(`array[${checklist.map((c) => `'${c}'`).join(',')}]::text[]`)}, 'Completed', 'OT')`);
  await surgery('2026-03-02 14:00', PRE_OP_CHECKS);
  await surgery(
    '2026-03-03 14:00',
    PRE_OP_CHECKS.filter((c) => c !== 'Blood arranged'),
  );

  const report = async (event: string, happenedAt: string) => {
    const res = await t.injectAs(['nurse'], {
      method: 'POST',
      url: '/api/registers/incident',
      payload: {
        details: {
          event,
          happenedAt: at(happenedAt),
          place: 'General Ward',
          harm: 'No harm',
          description: 'As seen',
          actionTaken: 'Doctor informed',
          reportedBy: 'Sr. Mary',
        },
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ _id: string; details: Record<string, unknown> }>();
  };
  await report('Patient fall', '2026-03-02 03:00');
  await report('Patient fall', '2026-02-20 03:00');
  await report('Medication error', '2026-03-03 09:00');
  await report('Needle-stick injury', '2026-03-03 11:00');
  const misfiled = await report('Patient fall', '2026-03-04 08:00');
  const fixed = await t.injectAs(['clinicAdmin'], {
    method: 'POST',
    url: `/api/registers/entries/${misfiled._id}/corrections`,
    payload: { details: { ...misfiled.details, event: 'Pressure ulcer (bed sore)' }, reason: 'It was a bed sore' },
  });
  expect(fixed.statusCode).toBe(201);
}
