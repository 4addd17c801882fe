import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/build-test-app.ts';
import type { Hospital } from '../admissions/admission-fixtures.ts';

/** A bed stay of a scenario: the bed, and when it began and ended (clinic time, +05:30). */
export type ScenarioBed = { bed: keyof Hospital['beds']; from: string; to?: string };
export type ScenarioStay = {
  beds: ScenarioBed[];
  leftAs?: 'Normal' | 'Referred' | 'LAMA' | 'DAMA' | 'Death';
  /** When the patient died, where the discharge was recorded later. */
  diedAt?: string;
};

let ip = 0;
const at = (clinicTime: string) => `${clinicTime.replace(' ', 'T')}:00+05:30`;

/**
 * Writes a stay straight into the tables, at past times the API would not take (a discharge is
 * always now): what the census must read, written without going through it.
 */
export async function writeStay(t: TestApp, h: Hospital, patientId: string, stay: ScenarioStay): Promise<string> {
  const first = stay.beds[0]!;
  const last = stay.beds.at(-1)!;
  const left = stay.leftAs ? at(last.to!) : null;
  ip += 1;
  const admission = await t.database.db.execute<{ id: string }>(sql`
    insert into admissions (ip_number, patient_id, admitting_doctor_id, department, reason, admitted_at,
      status, discharged_at, discharge_type, death_at, death_cause)
    values (${`IP/R/${ip}`}, ${patientId}, ${h.doctorId}, 'Cardiology', 'Observation', ${at(first.from)},
      ${stay.leftAs ? 'Discharged' : 'Active'}, ${left}, ${stay.leftAs ?? null},
      ${stay.leftAs === 'Death' ? (stay.diedAt ? at(stay.diedAt) : left) : null}, ${stay.leftAs === 'Death' ? 'Cardiac arrest' : ''})
    returning id`);
  const id = admission.rows[0]!.id;
  for (const [index, b] of stay.beds.entries()) {
    await t.database.db.execute(sql`
      insert into bed_stays (admission_id, seq, bed_id, daily_rent_paise, from_at, to_at)
      values (${id}, ${index + 1}, ${h.beds[b.bed]}, 100000, ${at(b.from)}, ${b.to ? at(b.to) : null})`);
  }
  return id;
}

/** An appointment written straight into the table, with its arrival and call times (clinic time). */
export type ScenarioVisit = {
  patientId: string;
  doctorId: string;
  department: string;
  date: string;
  time: string;
  status: 'Scheduled' | 'Awaiting' | 'Completed' | 'No-show' | 'Cancelled';
  arrived?: string;
  called?: string;
};

let token = 0;
export async function writeVisit(t: TestApp, v: ScenarioVisit): Promise<void> {
  token += 1;
  await t.database.db.execute(sql`
    insert into appointments (patient_id, doctor_id, department, appointment_date, appointment_time, token,
      status, arrived_at, called_at)
    values (${v.patientId}, ${v.doctorId}, ${v.department}, ${v.date}, ${v.time}, ${token}, ${v.status},
      ${v.arrived ? at(`${v.date} ${v.arrived}`) : null}, ${v.called ? at(`${v.date} ${v.called}`) : null})`);
}
