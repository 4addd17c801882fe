import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createServices } from './app.ts';
import { ensureAccounts, StartupError } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';
import { createTestDatabase } from './test/test-database.ts';

const quiet = () => undefined;
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
    expect(await staff.count()).toBe(1 + DEMO_ACCOUNTS.length);
    expect((await services.patients.list({ limit: 20 })).data).toHaveLength(5);
    expect(await services.services.all()).toHaveLength(10);
    expect((await services.appointments.list({ scope: 'future' })).map((a) => a.appointmentTime)).toEqual([
      '09:00',
      '09:15',
      '09:30',
    ]);
    expect((await services.masters.listDrugs()).find((d) => d.name === 'Paracetamol 500mg Tablet')?.stockOnHand).toBe(
      550,
    );
    expect(await services.clinic.get()).toMatchObject({
      name: 'Sunrise Multispeciality Clinic',
      gstin: '27AAPFU0939F1ZV',
    });

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
