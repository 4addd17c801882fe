import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createServices } from './app.ts';
import { ensureAccounts, StartupError } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';
import { fhirR4Problems } from './test/fhir-validate.ts';
import { createTestDatabase } from './test/test-database.ts';
import { hashPassword } from './lib/password.ts';
import { DEMO_SERVICES } from './seed/demo-reception.ts';
import { DEMO_PROCEDURES } from './seed/demo-theatre.ts';

const quiet = () => undefined;
const SYSTEM = { userId: null, name: 'Test', role: null, ip: null };
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('start-up without demo data', () => {
  it('refuses an empty database without ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const config = loadConfig({}, []);
    await expect(ensureAccounts(config, createServices(database.db), quiet)).rejects.toThrow(StartupError);
    await expect(ensureAccounts(config, createServices(database.db), quiet)).rejects.toThrow(/ADMIN_EMAIL/);
  });

  it('refuses a guessable ADMIN_PASSWORD, saying why', async () => {
    const config = loadConfig({ ADMIN_EMAIL: 'owner@clinic.in', ADMIN_PASSWORD: 'aaaaaaaaaa' }, []);
    await expect(ensureAccounts(config, createServices(database.db), quiet)).rejects.toThrow(
      /ADMIN_PASSWORD: This password is too easy to guess\. Repeated characters/,
    );
  });

  it('rejects a short ADMIN_PASSWORD with a clear message', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.in', ADMIN_PASSWORD: 'short' }, [])).toThrow(/at least 10 characters/);
  });

  it('creates the first clinicAdmin from the environment, once', async () => {
    const services = createServices(database.db);
    const { staff } = services;
    const config = loadConfig({ ADMIN_EMAIL: 'Owner@Clinic.in', ADMIN_PASSWORD: 'a-long-secret-1' }, []);
    await ensureAccounts(config, services, quiet);
    await ensureAccounts(config, services, quiet);
    expect(await staff.count()).toBe(1);
    expect((await staff.findByEmail('owner@clinic.in'))?.roles).toEqual(['clinicAdmin']);
  });
});

describe('demo mode', () => {
  it('seeds one account per role, idempotently, and lists them', async () => {
    const services = createServices(database.db);
    const { staff } = services;
    const config = loadConfig({}, ['--demo']);
    await ensureAccounts(config, services, quiet);
    await ensureAccounts(config, services, quiet);
    // The demo accounts, the administrator made earlier, the demo hospital's cardiologist and
    // the theatre's anaesthetist.
    expect(await staff.count()).toBe(3 + DEMO_ACCOUNTS.length);
    const wards = await services.wards.list(SYSTEM);
    expect(wards.map((w) => w.name)).toEqual([
      'General Ward A',
      'General Ward B',
      'ICU',
      'Private Floor',
      'Semi-private Floor',
    ]);
    expect(wards.find((w) => w.name === 'ICU')?.rooms.flatMap((r) => r.beds)).toHaveLength(4);
    const admitted = await services.admissions.list({ status: 'Active' }, { page: 1, pageSize: 20 }, SYSTEM);
    // The insured stay, and the first patient's, admitted from her OP visit (the ABDM demo's history).
    expect(admitted.data.map((a) => [a.ward, a.bedNumber, a.admittedBy]).sort()).toEqual([
      ['General Ward A', 'A1', 'Dr. Vikram Rao'],
      ['General Ward A', 'A2', 'Dr. Priya Sharma'],
    ]);
    const stay = admitted.data.find((a) => a.bedNumber === 'A1')?._id ?? '';
    expect((await services.wardRound.notes(stay, SYSTEM)).map((n) => [n.kind, n.writtenBy])).toEqual([
      ['Progress', 'Dr. Vikram Rao'],
    ]);
    expect((await services.mar.orders(stay, SYSTEM)).map((o) => [o.drugName, o.frequency])).toEqual([
      ['Pantoprazole 40mg Tablet', 'OD'],
      ['Paracetamol 500mg Tablet', 'SOS'],
    ]);
    expect((await services.patients.list({ limit: 20 }, SYSTEM)).data).toHaveLength(5);
    expect(await services.services.all()).toHaveLength(DEMO_SERVICES.length + DEMO_PROCEDURES.length);
    // The demo test master: CBC, LFT, KFT and HbA1c, each linked to the service that orders it.
    const groups = await services.labMaster.listGroups({ page: 1, pageSize: 20 });
    expect(groups.data.map((g) => [g.name, g.serviceName])).toEqual([
      ['CBC', 'Complete Blood Count (CBC)'],
      ['HbA1c', 'HbA1c'],
      ['KFT', 'Kidney Function Test (KFT)'],
      ['LFT', 'Liver Function Test (LFT)'],
    ]);
    expect((await services.appointments.list({ scope: 'future' }, SYSTEM)).map((a) => a.appointmentTime)).toEqual([
      '09:00',
      '09:15',
      '09:30',
    ]);
    // 500 strips and 50 free of 10 tablets each: stock is kept in tablets.
    expect((await services.masters.listDrugs()).find((d) => d.name === 'Paracetamol 500mg Tablet')?.stockOnHand).toBe(
      5500,
    );
    expect(await services.clinic.get()).toMatchObject({
      name: 'Sunrise Multispeciality Clinic',
      gstin: '27AAPFU0939F1ZV',
    });

    // The demo's insured stay: its pre-authorisation as a FHIR claim bundle validates.
    const [demoClaim] = (await services.claims.ofStay(stay, SYSTEM)).cases;
    const bundle = await services.claimFile.preauthBundle(demoClaim?._id ?? '', SYSTEM);
    expect(fhirR4Problems(bundle)).toEqual([]);
    expect(JSON.stringify(bundle)).toContain('"use":"preauthorization"');

    const app = await buildApp({ database, sessionIdleMinutes: 30, demo: true, logLevel: 'silent' });
    const list = await app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });
    expect(list.statusCode).toBe(200);
    const accounts = list.json<{ role: string; email: string; password: string }[]>();
    expect(new Set(accounts.map((a) => a.role)).size).toBe(10);
    const doctor = accounts.find((a) => a.role === 'doctor');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { name: 'Doctor', email: doctor?.email, password: doctor?.password },
    });
    expect(login.statusCode).toBe(200);
    await app.close();
  });
});

describe('a demo database started without demo', () => {
  it('disables the demo accounts whose passwords are public, and says so', async () => {
    const demoDb = await createTestDatabase();
    try {
      const services = createServices(demoDb.db);
      await ensureAccounts(loadConfig({}, ['--demo']), services, quiet);
      const doctor = DEMO_ACCOUNTS.find((a) => a.role === 'doctor');
      const admin = DEMO_ACCOUNTS.find((a) => a.role === 'clinicAdmin');
      // The clinic changed the demo admin's password: that account is no longer public.
      const adminRow = await services.staff.findByEmail(admin?.email ?? '');
      await demoDb.db.transaction(async (tx) =>
        services.staff.setOwnPassword(tx, adminRow?.id ?? '', await hashPassword('Our-Own-Secret-2026')),
      );

      const messages: string[] = [];
      await ensureAccounts(loadConfig({}, []), services, (m) => messages.push(m));
      expect(messages.join(' ')).toMatch(/Disabled 10 demo accounts whose passwords are public/);
      expect((await services.staff.findByEmail(doctor?.email ?? ''))?.isActive).toBe(false);
      expect((await services.staff.findByEmail(admin?.email ?? ''))?.isActive).toBe(true);

      const app = await buildApp({ database: demoDb, sessionIdleMinutes: 30, demo: false, logLevel: 'silent' });
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { name: 'x', email: doctor?.email, password: doctor?.password },
      });
      expect(login.statusCode).toBe(401);
      const listed = await app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });
      expect(listed.body).not.toContain(doctor?.password ?? '');
      await app.close();
    } finally {
      await demoDb.close();
    }
  });

  it('refuses to start when that leaves no administrator and no ADMIN_EMAIL is given', async () => {
    const demoDb = await createTestDatabase();
    try {
      const services = createServices(demoDb.db);
      await ensureAccounts(loadConfig({}, ['--demo']), services, quiet);
      await expect(ensureAccounts(loadConfig({}, []), services, quiet)).rejects.toThrow(
        /No clinic administrator can sign in/,
      );
      await ensureAccounts(
        loadConfig({ ADMIN_EMAIL: 'owner@clinic.in', ADMIN_PASSWORD: 'a-long-secret-1' }, []),
        services,
        quiet,
      );
      expect(await services.staff.activeAdminCount()).toBe(1);
    } finally {
      await demoDb.close();
    }
  });
});
