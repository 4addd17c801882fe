import { randomUUID } from 'node:crypto';
import type { Role } from '@clinic/shared/auth';
import type { Drug } from '@clinic/shared/inventory';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createServices } from '../../app.ts';
import { seedDemo } from '../../seed/seed-demo.ts';
import type { TestApp } from '../../test/build-test-app.ts';

export type Prescriber = {
  id: string;
  name: string;
  /** Sends a request as this user. */
  as: (options: InjectOptions) => Promise<LightMyRequestResponse>;
};

/** A signed-in user with these roles and, for a doctor, a speciality (which names their department). */
export async function prescriber(t: TestApp, name: string, roles: Role[], speciality?: string): Promise<Prescriber> {
  const user = await t.createUser(roles, { name });
  if (speciality) {
    const res = await t.injectAs(['clinicAdmin'], {
      method: 'PATCH',
      url: `/api/staff/${user.id}`,
      payload: { speciality },
    });
    if (res.statusCode !== 200) throw new Error(`speciality not set: ${res.body}`);
  }
  const token = await t.login(user.email);
  return {
    id: user.id,
    name,
    as: (options) => t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } }),
  };
}

/** The demo catalogue and patients; returns the demo drugs by name. */
export async function demoDrugs(t: TestApp): Promise<Map<string, Drug>> {
  await seedDemo(createServices(t.database.db));
  const drugs = (await t.injectAs(['doctor'], { method: 'GET', url: '/api/inventory/drug/all-drugs' })).json<Drug[]>();
  return new Map(drugs.map((d) => [d.name, d]));
}

/** A newly registered patient, with no consultations yet. */
export async function newPatient(t: TestApp, givenName: string): Promise<string> {
  const res = await t.injectAs(['reception'], {
    method: 'POST',
    url: '/api/patients?allowDuplicate=true',
    payload: {
      givenName,
      familyName: 'Kulkarni',
      age: 42,
      gender: 'Female',
      phone: `98${String(Date.now()).slice(-8)}`,
      address: 'Kothrud, Pune',
    },
  });
  if (res.statusCode !== 201) throw new Error(`patient not registered: ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

export type Line = { drugId: string; dose: string; frequency: string; durationDays: number; route: string };

export const line = (drug: Drug, overrides: Partial<Line> & { instructions?: string } = {}) => ({
  drugId: drug._id,
  dose: '1 tablet',
  frequency: '1-0-1',
  durationDays: 5,
  route: 'Oral',
  instructions: 'After food',
  ...overrides,
});

/** A consultation by the doctor, without an appointment, prescribing these lines. */
export async function consult(doctor: Prescriber, patientId: string, prescriptions: object[]) {
  const res = await doctor.as({
    method: 'POST',
    url: '/api/encounters',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      patientId,
      medicalHistory: {},
      diagnoses: [{ code: null, description: 'Viral fever' }],
      prescriptions,
    },
  });
  if (res.statusCode !== 201) throw new Error(`consultation not saved: ${res.body}`);
  return res.json<{ _id: string; createdAt: string }>();
}
