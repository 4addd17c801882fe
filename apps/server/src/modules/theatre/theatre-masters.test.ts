import type { Equipment, Theatre } from '@clinic/shared/theatre';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { asOt, theatre, theatreBody } from './theatre-fixtures.ts';
import { THEATRE_TAKEN } from './theatre-masters.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('OT masters', () => {
  it('saves a theatre with its days, hours and equipment (empty entries ignored), edits and deactivates it', async () => {
    const ot = await theatre(t, 'OT-1');
    expect(ot).toMatchObject({ identifier: 'OT-1', days: [1, 2, 3, 4, 5, 6, 7], opensAt: '08:00', status: 'Active' });
    expect(ot.equipment.map((e) => e.name).sort()).toEqual(['C-arm', 'Laparoscopy tower']);

    const edited = await asOt(t, 'PUT', `/api/theatre/theatres/${ot._id}`, {
      ...theatreBody('OT-1'),
      status: 'Inactive',
      days: [1, 3, 5],
      equipment: ['C-arm', 'Harmonic scalpel'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Theatre>()).toMatchObject({ status: 'Inactive', days: [1, 3, 5] });
    expect(
      edited
        .json<Theatre>()
        .equipment.map((e) => e.name)
        .sort(),
    ).toEqual(['C-arm', 'Harmonic scalpel']);
    const list = await asOt(t, 'GET', '/api/theatre/theatres');
    expect(list.json<Theatre[]>().map((x) => x.identifier)).toContain('OT-1');
  });

  it('enforces the fields the spec marks required, and a unique identifier', async () => {
    const res = await asOt(t, 'POST', '/api/theatre/theatres', {
      identifier: ' ',
      type: '',
      days: [],
      opensAt: '18:00',
      closesAt: '09:00',
      status: 'Active',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject({
      identifier: 'OT identifier is required',
      type: 'Type / speciality is required',
      capacity: 'Capacity is required',
      days: 'Choose at least one day',
    });
    const late = await asOt(
      t,
      'POST',
      '/api/theatre/theatres',
      theatreBody('OT-9', { opensAt: '18:00', closesAt: '09:00' }),
    );
    expect(late.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject({
      closesAt: 'Closing time must be after opening time',
    });
    await theatre(t, 'OT-2');
    const twice = await asOt(t, 'POST', '/api/theatre/theatres', theatreBody('ot-2'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ error: { message: string } }>().error.message).toBe(THEATRE_TAKEN);
  });

  it('keeps movable equipment (no theatre) beside a theatre’s own, and refuses other roles', async () => {
    const res = await asOt(t, 'POST', '/api/theatre/equipment', { name: 'Portable ultrasound', theatreId: null });
    expect(res.statusCode).toBe(201);
    const all = (await asOt(t, 'GET', '/api/theatre/equipment')).json<Equipment[]>();
    expect(all.find((e) => e.name === 'Portable ultrasound')).toMatchObject({ theatreId: null, theatre: null });
    const off = await asOt(t, 'PUT', `/api/theatre/equipment/${res.json<Equipment>()._id}`, {
      name: 'Portable ultrasound',
      theatreId: null,
      status: 'Inactive',
    });
    expect(off.json<Equipment>().status).toBe('Inactive');
    const missing = await asOt(t, 'POST', '/api/theatre/equipment', { name: '' });
    expect(missing.statusCode).toBe(400);

    for (const role of ['reception', 'billing'] as const) {
      const denied = await t.injectAs([role], {
        method: 'POST',
        url: '/api/theatre/theatres',
        payload: theatreBody('X'),
      });
      expect(denied.statusCode).toBe(403);
    }
    const nurse = await t.injectAs(['nurse'], { method: 'GET', url: '/api/theatre/theatres' });
    expect(nurse.statusCode).toBe(200);
    const nurseWrites = await t.injectAs(['nurse'], { method: 'GET', url: '/api/theatre/equipment' });
    expect(nurseWrites.statusCode).toBe(403);
  });
});
