import { REPORT_RANGE_ORDER, REPORT_RANGE_TOO_LONG, type Report } from '@clinic/shared/reports';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newPatient, setupHospital, type Hospital } from '../admissions/admission-fixtures.ts';
import { writeStay, type ScenarioStay } from './report-fixtures.ts';
import { UNKNOWN_WARD } from './reports.service.ts';

let t: TestApp;
let h: Hospital;

/**
 * Seven stays around 1–5 March: one in since February, one moved to the ICU, one LAMA, one moved
 * within the ward and died, one admitted on the last evening, one long gone, and one that left
 * exactly at midnight as the range began.
 */
const SCENARIO: ScenarioStay[] = [
  { beds: [{ bed: 'g1', from: '2026-02-28 20:00' }] },
  {
    beds: [
      { bed: 'g2', from: '2026-03-01 09:00', to: '2026-03-02 12:00' },
      { bed: 'icu1', from: '2026-03-02 12:00', to: '2026-03-04 10:00' },
    ],
    leftAs: 'Normal',
  },
  { beds: [{ bed: 'g3', from: '2026-03-01 23:59', to: '2026-03-02 08:00' }], leftAs: 'LAMA' },
  {
    beds: [
      { bed: 'p1', from: '2026-03-03 10:00', to: '2026-03-04 11:00' },
      { bed: 'g3', from: '2026-03-04 11:00', to: '2026-03-05 03:00' },
    ],
    leftAs: 'Death',
  },
  { beds: [{ bed: 'icu1', from: '2026-03-05 22:00', to: '2026-03-06 01:00' }], leftAs: 'DAMA' },
  { beds: [{ bed: 'g2', from: '2026-02-20 10:00', to: '2026-02-25 10:00' }], leftAs: 'Normal' },
  { beds: [{ bed: 'p1', from: '2026-02-27 10:00', to: '2026-03-01 00:00' }], leftAs: 'Referred' },
];
const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'];

const instant = (clinicTime: string) => Date.parse(`${clinicTime.replace(' ', 'T')}:00+05:30`);
const nextDay = (d: string) => new Date(Date.parse(d) + 86_400_000).toISOString().slice(0, 10);

/** The census counted straight from the scenario: beds occupied at each day's closing midnight. */
function expectedCensus(ward?: (bed: string) => boolean): number[] {
  return DAYS.map((day) => {
    const midnight = instant(`${nextDay(day)} 00:00`);
    return SCENARIO.flatMap((s) => s.beds).filter(
      (b) => (!ward || ward(b.bed)) && instant(b.from) < midnight && (!b.to || instant(b.to) >= midnight),
    ).length;
  });
}
const dayOf = (clinicTime: string) => clinicTime.slice(0, 10);
function expectedMovements(day: string) {
  const left = SCENARIO.filter((s) => s.leftAs && dayOf(s.beds.at(-1)!.to!) === day);
  return {
    admissions: SCENARIO.filter((s) => dayOf(s.beds[0]!.from) === day).length,
    discharges: left.filter((s) => s.leftAs !== 'Death').length,
    lama: left.filter((s) => s.leftAs === 'LAMA').length,
    dama: left.filter((s) => s.leftAs === 'DAMA').length,
    deaths: left.filter((s) => s.leftAs === 'Death').length,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t);
  for (const stay of SCENARIO) await writeStay(t, h, await newPatient(t, 'Census'), stay);
});
afterAll(() => t.close());

const get = (url: string, roles: Parameters<TestApp['injectAs']>[0] = ['clinicAdmin']) =>
  t.injectAs(roles, { method: 'GET', url });

describe('GET /api/reports/census', () => {
  it('counts each day’s movements and midnight census as the stays were', async () => {
    const res = await get('/api/reports/census?from=2026-03-01&to=2026-03-05');
    expect(res.statusCode).toBe(200);
    const report = res.json<Report>();
    const byDay = report.tables.find((x) => x.key === 'by-day')!;
    const census = expectedCensus();
    expect(census).toEqual([3, 2, 3, 2, 2]);
    for (const [i, day] of DAYS.entries()) {
      const row = byDay.rows.find((r) => r.day === day)!;
      expect(row).toMatchObject({ ...expectedMovements(day), census: census[i] });
    }
    expect(byDay.rows.find((r) => r.day === '2026-03-02')).toMatchObject({ transfersIn: 1, transfersOut: 1 });
    expect(byDay.rows.find((r) => r.day === '2026-03-04')).toMatchObject({ transfersIn: 0, transfersOut: 0 });
    expect(byDay.total).toMatchObject({ admissions: 4, discharges: 3, lama: 1, dama: 0, deaths: 1, census: 2 });
  });

  it('gives each ward its own movements, census and occupancy', async () => {
    const report = (await get('/api/reports/census?from=2026-03-01&to=2026-03-05')).json<Report>();
    const byWard = report.tables.find((x) => x.key === 'by-ward')!;
    const isIcu = (bed: string) => bed === 'icu1';
    const icuCensus = expectedCensus(isIcu);
    expect(byWard.rows.find((r) => r.ward === h.general.name)).toMatchObject({
      beds: 4,
      admissions: 3,
      transfersIn: 0,
      transfersOut: 1,
      discharges: 2,
      lama: 1,
      deaths: 1,
      census: expectedCensus((b) => !isIcu(b)).at(-1),
    });
    expect(byWard.rows.find((r) => r.ward === h.icu.name)).toMatchObject({
      beds: 1,
      admissions: 1,
      transfersIn: 1,
      discharges: 1,
      census: icuCensus.at(-1),
      averageCensus: icuCensus.reduce((a, b) => a + b, 0) / DAYS.length,
    });
  });

  it('narrows to one ward, counting transfers into it', async () => {
    const res = await get(`/api/reports/census?from=2026-03-01&to=2026-03-05&wardId=${h.icu._id}`);
    const report = res.json<Report>();
    expect(report.filters).toEqual([`Ward: ${h.icu.name}`]);
    const byDay = report.tables[0]!;
    expect(byDay.rows.map((r) => r.census)).toEqual(expectedCensus((b) => b === 'icu1'));
    expect(byDay.total).toMatchObject({ admissions: 1, transfersIn: 1, transfersOut: 0, discharges: 1 });
  });

  it('exports the same tables as CSV and XLSX', async () => {
    const csv = await get('/api/reports/census?from=2026-03-01&to=2026-03-05&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('census-2026-03-01-to-2026-03-05-by-day.csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Date,Admissions,Transfers in,Transfers out,Discharges,LAMA,DAMA,Deaths,Midnight census');
    expect(lines).toHaveLength(1 + DAYS.length + 1);
    expect(lines[1]).toBe('2026-03-01,2,0,0,1,0,0,0,3');

    const xlsx = await get('/api/reports/census?from=2026-03-01&to=2026-03-05&format=xlsx');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const sheets = await readXlsxFile(xlsx.rawPayload);
    expect(sheets.map((s) => s.sheet)).toEqual(['By day', 'By ward']);
    const rows = sheets[0]!.data;
    expect(rows[0]?.[0]).toBe('Daily census, 2026-03-01 to 2026-03-05');
    const header = rows.findIndex((r) => r[0] === 'Date');
    expect(rows[header + 1]).toEqual(['2026-03-01', 2, 0, 0, 1, 0, 0, 0, 3]);
    expect(rows.at(-1)?.[0]).toBe('Total');
  });

  it('refuses a range backwards, too long, or an unknown ward', async () => {
    const backwards = await get('/api/reports/census?from=2026-03-05&to=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain(REPORT_RANGE_ORDER);
    const long = await get('/api/reports/census?from=2025-01-01&to=2026-03-01');
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(REPORT_RANGE_TOO_LONG);
    const ward = await get(
      '/api/reports/census?from=2026-03-01&to=2026-03-05&wardId=6f1c2a4e-0000-4000-8000-000000000000',
    );
    expect(ward.statusCode).toBe(400);
    expect(ward.body).toContain(UNKNOWN_WARD);
    const bad = await get('/api/reports/census?from=2026-02-30&to=2026-03-01');
    expect(bad.statusCode).toBe(400);
  });

  it('is for those holding the census report; each view is audited', async () => {
    expect((await get('/api/reports/census?from=2026-03-01&to=2026-03-05', ['reception'])).statusCode).toBe(403);
    expect((await get('/api/reports/census?from=2026-03-01&to=2026-03-05', ['billing'])).statusCode).toBe(403);
    const audit = await get('/api/audit?entityType=report');
    expect(audit.body).toContain('Daily census 2026-03-01 to 2026-03-05');
  });
});

describe('GET /api/reports/occupancy', () => {
  it('gives occupancy, average length of stay and turnover from the same stays', async () => {
    const res = await get('/api/reports/occupancy?from=2026-03-01&to=2026-03-05');
    expect(res.statusCode).toBe(200);
    const [byMonth, byWard] = res.json<Report>().tables;
    const inpatientDays = expectedCensus().reduce((a, b) => a + b, 0);
    // Left in the range: 2 days (27 Feb–1 Mar), 1 (LAMA), 3 (to the ICU and home), 2 (died).
    expect(byMonth!.rows).toEqual([
      {
        month: '2026-03',
        beds: 5,
        days: 5,
        inpatientDays,
        occupancy: Math.round((inpatientDays / 25) * 1000) / 10,
        discharges: 4,
        alos: 2,
        turnover: 0.8,
      },
    ]);
    const icu = byWard!.rows.find((r) => r.ward === h.icu.name)!;
    expect(icu).toMatchObject({
      beds: 1,
      inpatientDays: expectedCensus((b) => b === 'icu1').reduce((a, b) => a + b, 0),
    });
    expect((await get('/api/reports/occupancy?from=2026-03-01&to=2026-03-05', ['nurse'])).statusCode).toBe(403);
  });
});

describe('GET /api/reports/admission-register', () => {
  it('lists every stay admitted in the range, in order, with how and from where it left', async () => {
    const res = await get('/api/reports/admission-register?from=2026-03-01&to=2026-03-05');
    expect(res.statusCode).toBe(200);
    const [table] = res.json<Report>().tables;
    const admitted = SCENARIO.filter((s) => s.beds[0]!.from >= '2026-03-01' && s.beds[0]!.from < '2026-03-06');
    expect(table!.rows.map((r) => r.outcome)).toEqual(admitted.map((s) => s.leftAs ?? 'In hospital'));
    expect(table!.rows.map((r) => r.admittedAt)).toEqual(admitted.map((s) => s.beds[0]!.from));
    expect(table!.rows[0]).toMatchObject({ serial: 1, department: 'Cardiology', doctor: 'Dr. Cardio' });
    expect(String(table!.rows[0]!.lastBed)).toContain(h.icu.name);
    expect((await get('/api/reports/admission-register?from=2026-03-01&to=2026-03-05', ['reception'])).statusCode).toBe(
      403,
    );
  });
});
