import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import type { ModuleDescriptor } from './module-kit.ts';
import { MODULES } from './modules.ts';
import { moduleSettingDefaults, SETTINGS, type ModuleSettings } from './settings.ts';

const modules = MODULES as readonly ModuleDescriptor[];
const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');

describe('modules declared once', () => {
  it('gives every module a name of its own and every route set to exactly one module', () => {
    const names = modules.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    expect(modules.every((m) => m.routes.length > 0)).toBe(true);
  });

  it('declares the live channels the screens listen to, once each', () => {
    const live = modules.flatMap((m) => (m.live ?? []).map((l) => `${m.name}:${l.name}:${l.channel}:${l.event}`));
    expect(live.sort()).toEqual([
      'admissions:bedBoard:bed_board:bed.changed',
      'admissions:news2Alerts:early_warning_alerts:news2.alert',
      'appointments:opQueue:op_queue:op-queue.changed',
      'auth:sessionEnded:session_ended:session.ended',
      'auth:userSessionsEnded:user_sessions_ended:user.sessions_ended',
      'lab:labAlerts:lab_alerts:lab.critical',
    ]);
  });

  it('keeps each demo record with the module that owns it, seeded after what it builds on', () => {
    const seeding = modules.filter((m) => m.seed).map((m) => m.name);
    expect(seeding).toEqual([
      'clinic',
      'patients',
      'referrals',
      'services',
      'billing',
      'lab',
      'radiology',
      'inventory',
      'appointments',
      'admissions',
      'insurance',
      'theatre',
      // Last: the first patient's history uses the doctors, drugs, tests, templates and wards.
      'abdm',
    ]);
    const before = (a: string, b: string) => seeding.indexOf(a) < seeding.indexOf(b);
    expect(before('services', 'lab') && before('inventory', 'admissions') && before('patients', 'appointments')).toBe(
      true,
    );
  });

  it('reads each module setting from its own variable, with its default, and lists it in the README', () => {
    const defaults: ModuleSettings = moduleSettingDefaults();
    expect(Object.keys(defaults).sort()).toEqual(SETTINGS.map((s) => s.key).sort());
    expect(defaults).toEqual({
      mrnPrefix: 'MRN-',
      billBeforeService: true,
      discountApprovalPercent: 10,
      roomDayRule: 'midnight',
      otCleaningMinutes: 30,
      anaesthesiaChargePercent: 30,
      criticalEscalationMinutes: 30,
      backupDir: 'backups',
      queueSkipPlaces: 3,
      queuePrioritiesFirst: true,
      walkInOverflowPerSession: 10,
      messageProviderUrl: '',
      messageProviderToken: '',
      messageSenderId: 'CLINIC',
      messageReminderTime: '18:00',
      claimExchangeUrl: '',
      claimExchangeToken: '',
      claimExchangeSenderCode: '',
      abdmGatewayUrl: '',
      abdmClientId: '',
      abdmClientSecret: '',
      abdmCmId: 'sbx',
    });
    for (const s of SETTINGS) expect(readme, `README lists ${s.env}`).toContain(`| \`${s.env}\``);
  });

  it('refuses a bad value of a module setting when the server starts, naming the variable', () => {
    expect(loadConfig({ DISCOUNT_APPROVAL_PERCENT: '15', ROOM_DAY_RULE: '24h' }, []).settings).toMatchObject({
      discountApprovalPercent: 15,
      roomDayRule: '24h',
    });
    const bad = () => loadConfig({ DISCOUNT_APPROVAL_PERCENT: '150', MRN_PREFIX: 'mrn' }, []);
    expect(bad).toThrow(/DISCOUNT_APPROVAL_PERCENT: Too big/);
    expect(bad).toThrow(/MRN_PREFIX: up to 10 capital letters/);
  });
});
