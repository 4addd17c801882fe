import type { Role } from '@clinic/shared/auth';
import {
  PRE_OP_CHECKS,
  type PreOpCheck,
  type SurgeryInput,
  type Theatre,
  type TheatreInput,
} from '@clinic/shared/theatre';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addDays, clinicNow } from '../../lib/clinic-time.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { newPatient } from '../admissions/admission-fixtures.ts';

export type Doctor = { id: string; name: string; email: string; token: string };

/** Every item of the pre-op checklist: a booking that may start. */
export const FULL_CHECKLIST: PreOpCheck[] = [...PRE_OP_CHECKS];

/** A day a week ahead on the clinic's clock, so bookings are never in the past. */
export const AHEAD = addDays(clinicNow('Asia/Kolkata').date, 7);

/** A doctor who signs in; `roles` adds others (a surgeon who also runs the OT desk holds 'otscheduler'). */
export async function doctor(
  t: TestApp,
  name: string,
  speciality = 'General Surgery',
  roles: Role[] = ['doctor'],
): Promise<Doctor> {
  const user = await t.createUser(roles, { name });
  await t.database.db.execute(sql`update users set speciality = ${speciality} where id = ${user.id}`);
  return { id: user.id, name, email: user.email, token: await t.login(user.email) };
}

export const asOt = (t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.injectAs(['otscheduler'], {
    method,
    url,
    payload,
    headers: method === 'POST' ? { 'idempotency-key': randomUUID() } : {},
  });

export const theatreBody = (identifier: string, over: Partial<TheatreInput> = {}): TheatreInput => ({
  identifier,
  type: 'General Surgery',
  capacity: 1,
  status: 'Active',
  days: [1, 2, 3, 4, 5, 6, 7],
  opensAt: '08:00',
  closesAt: '20:00',
  hourlyRatePaise: 200_000,
  equipment: ['C-arm', '', 'Laparoscopy tower'],
  ...over,
});

export async function theatre(t: TestApp, identifier: string, over: Partial<TheatreInput> = {}): Promise<Theatre> {
  const res = await asOt(t, 'POST', '/api/theatre/theatres', theatreBody(identifier, over));
  if (res.statusCode !== 201) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
  return res.json<Theatre>();
}

export async function procedure(t: TestApp, name: string, price: number): Promise<string> {
  const res = await t.injectAs(['clinicAdmin'], {
    method: 'POST',
    url: '/api/service/add',
    payload: { name, category: 'Procedure', duration: 60, price, isActive: true },
  });
  return res.json<{ data: { _id: string } }>().data._id;
}

export const errorOf = (res: { json: <T>() => T }) =>
  res.json<{ error: { message: string; fields?: Record<string, string> } }>().error;

export type TheatreWorld = Awaited<ReturnType<typeof theatreWorld>>;

/** Two theatres, two surgeons, two anaesthetists and a procedure; `book` books with defaults. */
export async function theatreWorld(t: TestApp) {
  const ot1 = await theatre(t, 'OT-1');
  const ot2 = await theatre(t, 'OT-2', { equipment: [] });
  const surgeon = await doctor(t, 'Dr. Arjun Mehta');
  const surgeon2 = await doctor(t, 'Dr. Neha Joshi');
  const anaesthetist = await doctor(t, 'Dr. Sanjay Kulkarni', 'Anaesthesiology');
  const anaesthetist2 = await doctor(t, 'Dr. Ritu Desai', 'Anaesthesiology');
  const hernia = await procedure(t, 'Laparoscopic hernia repair', 40_000);
  const body = async (over: Partial<SurgeryInput> = {}): Promise<SurgeryInput> => ({
    patientId: over.patientId ?? (await newPatient(t, 'Ramesh')),
    procedureId: hernia,
    surgeonId: surgeon.id,
    assistantId: null,
    anaesthetistId: anaesthetist.id,
    anaesthesiaType: 'General',
    theatreId: ot1._id,
    date: AHEAD,
    startTime: '09:00',
    durationMinutes: 90,
    equipmentIds: [],
    checklist: ['Consent signed'],
    ...over,
  });
  const book = async (over: Partial<SurgeryInput> = {}) => asOt(t, 'POST', '/api/theatre/surgeries', await body(over));
  return { ot1, ot2, surgeon, surgeon2, anaesthetist, anaesthetist2, hernia, body, book };
}
