import type { Report } from '@clinic/shared/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newPatient } from '../admissions/admission-fixtures.ts';
import { writeVisit, type ScenarioVisit } from './report-fixtures.ts';
import { UNKNOWN_DOCTOR } from './reports.service.ts';

let t: TestApp;
let visits: ScenarioVisit[] = [];
let doctorA = { id: '', name: '' };

beforeAll(async () => {
  t = await buildTestApp();
  const a = await t.createUser(['doctor'], { name: 'Dr. Asha Rao' });
  const b = await t.createUser(['doctor'], { name: 'Dr. Bala Iyer' });
  doctorA = { id: a.id, name: 'Dr. Asha Rao' };
  const [x, y, z, w, v] = [
    await newPatient(t, 'Xavier'),
    await newPatient(t, 'Yamini'),
    await newPatient(t, 'Zoya'),
    await newPatient(t, 'Wasim'),
    await newPatient(t, 'Vinod'),
  ];
  const cardio = { doctorId: a.id, department: 'Cardiology' };
  const ortho = { doctorId: b.id, department: 'Orthopaedics' };
  visits = [
    // Xavier was seen in February: his March visit is a follow-up.
    { ...cardio, patientId: x, date: '2026-02-20', time: '10:00', status: 'Completed' },
    {
      ...cardio,
      patientId: x,
      date: '2026-03-01',
      time: '10:00',
      status: 'Completed',
      arrived: '10:00',
      called: '10:20',
    },
    {
      ...cardio,
      patientId: y,
      date: '2026-03-01',
      time: '10:10',
      status: 'Completed',
      arrived: '10:05',
      called: '10:45',
    },
    { ...cardio, patientId: z, date: '2026-03-01', time: '10:20', status: 'Scheduled' },
    {
      ...ortho,
      patientId: y,
      date: '2026-03-02',
      time: '11:00',
      status: 'Completed',
      arrived: '11:00',
      called: '11:10',
    },
    { ...ortho, patientId: w, date: '2026-03-02', time: '11:10', status: 'No-show' },
    { ...cardio, patientId: v, date: '2026-03-02', time: '12:00', status: 'Cancelled' },
    { ...cardio, patientId: y, date: '2026-03-02', time: '15:00', status: 'Completed' },
  ];
  for (const visit of visits) await writeVisit(t, visit);
});
afterAll(() => t.close());

const get = (url: string, roles: Parameters<TestApp['injectAs']>[0] = ['clinicAdmin']) =>
  t.injectAs(roles, { method: 'GET', url });

/** The figures counted straight from the scenario's visits of March. */
function expected(of: (v: ScenarioVisit) => boolean) {
  const march = visits.filter((v) => v.date >= '2026-03-01' && of(v));
  const booked = march.filter((v) => v.status !== 'Cancelled');
  const seen = march.filter((v) => v.status === 'Completed');
  const isNew = (v: ScenarioVisit) =>
    !visits.some(
      (p) =>
        p !== v &&
        p.patientId === v.patientId &&
        p.department === v.department &&
        p.status === 'Completed' &&
        `${p.date} ${p.time}` < `${v.date} ${v.time}`,
    );
  const waits = march.filter((v) => v.arrived && v.called);
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  const wait = waits.reduce((s, v) => s + minutes(v.called!) - minutes(v.arrived!), 0);
  const noShows = booked.filter((v) => v.status !== 'Completed').length;
  return {
    visits: booked.length,
    seen: seen.length,
    newVisits: seen.filter(isNew).length,
    followUps: seen.filter((v) => !isNew(v)).length,
    noShows,
    noShowRate: Math.round((noShows / booked.length) * 1000) / 10,
    averageWait: waits.length ? Math.round((wait / waits.length) * 10) / 10 : null,
  };
}

describe('GET /api/reports/opd', () => {
  it('counts visits, new and follow-up, no-shows and the wait by day, department and doctor', async () => {
    const res = await get('/api/reports/opd?from=2026-03-01&to=2026-03-02');
    expect(res.statusCode).toBe(200);
    const [byDay, byDepartment, byDoctor] = res.json<Report>().tables;
    expect(byDay!.rows.find((r) => r.day === '2026-03-01')).toMatchObject(expected((v) => v.date === '2026-03-01'));
    expect(byDay!.rows.find((r) => r.day === '2026-03-02')).toMatchObject(expected((v) => v.date === '2026-03-02'));
    const cardio = expected((v) => v.department === 'Cardiology');
    expect(cardio).toMatchObject({ visits: 4, seen: 3, newVisits: 1, followUps: 2, noShows: 1, averageWait: 30 });
    expect(byDepartment!.rows.find((r) => r.department === 'Cardiology')).toMatchObject(cardio);
    expect(byDepartment!.rows.find((r) => r.department === 'Orthopaedics')).toMatchObject(
      expected((v) => v.department === 'Orthopaedics'),
    );
    expect(byDepartment!.total).toMatchObject({ ...expected(() => true), averageWait: 23.3 });
    expect(byDoctor!.rows.find((r) => r.doctor === doctorA.name)).toMatchObject(cardio);
  });

  it('narrows to a department or a doctor, and refuses an unknown doctor', async () => {
    const dept = (await get('/api/reports/opd?from=2026-03-01&to=2026-03-02&department=Orthopaedics')).json<Report>();
    expect(dept.filters).toEqual(['Department: Orthopaedics']);
    expect(dept.tables[0]!.total).toMatchObject(expected((v) => v.department === 'Orthopaedics'));
    const doc = (await get(`/api/reports/opd?from=2026-03-01&to=2026-03-02&doctorId=${doctorA.id}`)).json<Report>();
    expect(doc.filters).toEqual([`Doctor: ${doctorA.name}`]);
    expect(doc.tables[0]!.total).toMatchObject(expected((v) => v.doctorId === doctorA.id));
    const unknown = await get(
      '/api/reports/opd?from=2026-03-01&to=2026-03-02&doctorId=6f1c2a4e-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(UNKNOWN_DOCTOR);
  });

  it('exports one chosen table as CSV, and refuses a table it does not have', async () => {
    const csv = await get('/api/reports/opd?from=2026-03-01&to=2026-03-02&format=csv&table=by-department');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split(/\r?\n/)[0]).toBe('Department,Booked,Seen,New,Follow-up,No-shows,No-show %,Average wait');
    const none = await get('/api/reports/opd?from=2026-03-01&to=2026-03-02&format=csv&table=by-ward');
    expect(none.statusCode).toBe(400);
  });

  it('is for those holding the OPD report', async () => {
    expect((await get('/api/reports/opd?from=2026-03-01&to=2026-03-02', ['doctor'])).statusCode).toBe(403);
    expect((await get('/api/reports/options', ['reception'])).statusCode).toBe(403);
    const options = await get('/api/reports/options');
    expect(options.json<{ doctors: { name: string }[] }>().doctors.map((d) => d.name)).toContain(doctorA.name);
  });
});
