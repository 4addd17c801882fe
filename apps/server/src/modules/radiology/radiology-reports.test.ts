import type { Role } from '@clinic/shared/auth';
import type { CaseDetail, RadiologyCase, SignedReport, Template } from '@clinic/shared/radiology';
import { REPORT_EMPTY } from '@clinic/shared/radiology';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { labPatient } from '../lab/lab-fixtures.ts';
import { onlyAssigned, REPORT_SIGNED, SIGN_FIRST } from './radiology-reports.service.ts';
import { TEMPLATE_NAME_TAKEN } from './radiology-templates.service.ts';

let t: TestApp;
let xray: string;
type User = { id: string; name: string; token: string };
let radiologist: User;
let technician: User;
beforeAll(async () => {
  t = await buildTestApp();
  const service = await t.injectAs(['clinicAdmin'], {
    method: 'POST',
    url: '/api/service/add',
    payload: { name: 'X-Ray Chest PA View', category: 'Radiology', duration: 15, price: 450, isActive: true },
  });
  xray = service.json<{ data: { _id: string } }>().data._id;
  const make = async (name: string): Promise<User> => {
    const user = await t.createUser(['radiology'], { name });
    return { id: user.id, name, token: await t.login(user.email) };
  };
  radiologist = await make('Dr. Kavya Menon');
  technician = await make('Suresh Patil');
  await t.database.db.execute(
    sql`update users set qualification = 'MBBS, MD (Radiodiagnosis)', registration_number = 'KMC-2009/11872' where id = ${radiologist.id}`,
  );
});
afterAll(() => t.close());

const as = (user: User, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${user.token}` } });

/** A consultation ordering a chest X-ray; returns the imaging order's id. */
async function xrayOrder(): Promise<{ orderId: string; patientId: string }> {
  const patientId = await labPatient(t, { gender: 'Female', age: 45 });
  const res = await t.injectAs(['doctor'], {
    method: 'POST',
    url: '/api/encounters',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      patientId,
      medicalHistory: {},
      diagnoses: [{ description: 'Cough for three weeks' }],
      radiologyStudies: [xray],
    },
  });
  const orders = res.json<{ orders: { _id: string; serviceId: string }[] }>().orders;
  return { orderId: orders.find((o) => o.serviceId === xray)?._id ?? '', patientId };
}

const REPORT =
  '<h3>Technique</h3><p>PA view.</p><h3>Findings</h3><p>Lung fields clear.</p><h3>Impression</h3><p>Normal chest.</p>';

describe('radiology reports', () => {
  it('lists the order as an open case, assigns the staff, saves a draft, and signs it with the credentials', async () => {
    const { orderId, patientId } = await xrayOrder();
    const open = await as(radiologist, { method: 'GET', url: '/api/radiology/cases?tab=open&search=lab' });
    const row = open.json<{ data: RadiologyCase[] }>().data.find((c) => c._id === orderId);
    expect(row).toMatchObject({ status: 'Pending', modality: 'X-ray', source: 'OP consultation', radiologist: null });

    const staff = await as(technician, { method: 'GET', url: '/api/radiology/staff' });
    expect(staff.json<{ name: string }[]>().map((s) => s.name)).toEqual(
      expect.arrayContaining(['Dr. Kavya Menon', 'Suresh Patil']),
    );
    const assigned = await as(technician, {
      method: 'PUT',
      url: `/api/radiology/cases/${orderId}/assignment`,
      payload: { technicianId: technician.id, radiologistId: radiologist.id },
    });
    expect(assigned.json<CaseDetail>()).toMatchObject({
      status: 'In-progress',
      technician: { name: 'Suresh Patil' },
      radiologist: { name: 'Dr. Kavya Menon' },
      clinicalDetails: 'Cough for three weeks',
    });

    const draft = await as(technician, {
      method: 'PUT',
      url: `/api/radiology/cases/${orderId}/report`,
      payload: { content: '<h3>Technique</h3><p>PA view.</p>' },
    });
    expect(draft.json<CaseDetail>().report).toMatchObject({ status: 'Draft', updatedBy: 'Suresh Patil' });

    const empty = await as(radiologist, {
      method: 'POST',
      url: `/api/radiology/cases/${orderId}/sign`,
      payload: { content: '<h3>Technique</h3><p></p><h3>Findings</h3><h3>Impression</h3>' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { message: REPORT_EMPTY } });
    const byTech = await as(technician, {
      method: 'POST',
      url: `/api/radiology/cases/${orderId}/sign`,
      payload: { content: REPORT },
    });
    expect(byTech.statusCode).toBe(403);
    expect(byTech.json()).toMatchObject({ error: { message: onlyAssigned('Dr. Kavya Menon') } });

    const signed = await as(radiologist, {
      method: 'POST',
      url: `/api/radiology/cases/${orderId}/sign`,
      payload: { content: REPORT },
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json<CaseDetail>()).toMatchObject({
      status: 'Completed',
      report: {
        status: 'Signed',
        signedBy: 'Dr. Kavya Menon',
        signerQualification: 'MBBS, MD (Radiodiagnosis)',
        signerRegistration: 'KMC-2009/11872',
      },
    });

    const completed = await as(radiologist, { method: 'GET', url: '/api/radiology/cases?tab=completed' });
    expect(completed.json<{ data: RadiologyCase[] }>().data.map((c) => c._id)).toContain(orderId);
    const doctorReads = await t.injectAs(['doctor'], {
      method: 'GET',
      url: `/api/radiology/reports?patientId=${patientId}`,
    });
    const read = doctorReads.json<SignedReport[]>();
    expect(read.map((r) => [r._id, r.report.content])).toEqual([[orderId, REPORT]]);
  });

  it('locks a signed report (API and SQL) and keeps the original under an addendum', async () => {
    const { orderId } = await xrayOrder();
    await as(radiologist, {
      method: 'POST',
      url: `/api/radiology/cases/${orderId}/sign`,
      payload: { content: REPORT },
    });
    const early = await xrayOrder();
    const notSigned = await as(radiologist, {
      method: 'POST',
      url: `/api/radiology/cases/${early.orderId}/addenda`,
      payload: { content: '<p>Late note</p>' },
    });
    expect(notSigned.json()).toMatchObject({ error: { message: SIGN_FIRST } });

    const edit = await as(radiologist, {
      method: 'PUT',
      url: `/api/radiology/cases/${orderId}/report`,
      payload: { content: '<p>x</p>' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ error: { message: REPORT_SIGNED } });
    await expect(
      t.database.db.execute(sql`update radiology_reports set content = 'changed' where order_id = ${orderId}`),
    ).rejects.toThrow();

    const added = await as(radiologist, {
      method: 'POST',
      url: `/api/radiology/cases/${orderId}/addenda`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { content: '<p>Compared with the 2025 film: no change.</p>' },
    });
    expect(added.statusCode).toBe(201);
    const report = added.json<CaseDetail>().report;
    expect(report?.content).toBe(REPORT);
    expect(report?.addenda).toEqual([
      expect.objectContaining({
        content: '<p>Compared with the 2025 film: no change.</p>',
        addedBy: 'Dr. Kavya Menon',
      }),
    ]);
    await expect(
      t.database.db.execute(sql`delete from radiology_addenda where order_id = ${orderId}`),
    ).rejects.toThrow();
  });

  it('sanitises report and template HTML: no script, handler or javascript: link survives', async () => {
    const payload =
      '<h3>Findings</h3><p onclick="alert(1)">Clear<script>alert(2)</script></p><a href="javascript:alert(3)">x</a><img src=x onerror="alert(4)"><a href="https://radiopaedia.org">ref</a>';
    const template = await as(radiologist, {
      method: 'POST',
      url: '/api/radiology/templates',
      payload: { name: 'XSS probe', modality: 'X-ray', content: payload },
    });
    expect(template.statusCode).toBe(201);
    const stored = template.json<Template>().content;
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(stored).toContain(
      '<a href="https://radiopaedia.org" rel="noopener noreferrer nofollow" target="_blank">ref</a>',
    );

    const { orderId } = await xrayOrder();
    const draft = await as(radiologist, {
      method: 'PUT',
      url: `/api/radiology/cases/${orderId}/report`,
      payload: { content: payload },
    });
    expect(draft.json<CaseDetail>().report?.content).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('creates, lists by modality, edits and deletes templates, with the required fields', async () => {
    const missing = await as(radiologist, {
      method: 'POST',
      url: '/api/radiology/templates',
      payload: { modality: 'USG', content: '<p>x</p>' },
    });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('Template name is required');
    const blank = await as(radiologist, {
      method: 'POST',
      url: '/api/radiology/templates',
      payload: { name: 'Blank', modality: 'USG', content: '<p> </p>' },
    });
    expect(JSON.stringify(blank.json())).toContain('Template content is required');

    const body = {
      name: 'USG abdomen normal',
      description: 'Adult',
      modality: 'USG',
      content: '<h3>Findings</h3><p>Liver normal.</p>',
    };
    const created = await as(radiologist, { method: 'POST', url: '/api/radiology/templates', payload: body });
    expect(created.statusCode).toBe(201);
    const id = created.json<Template>()._id;
    const dup = await as(radiologist, {
      method: 'POST',
      url: '/api/radiology/templates',
      payload: { ...body, name: 'usg ABDOMEN normal' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: { message: TEMPLATE_NAME_TAKEN } });

    const usg = await as(radiologist, { method: 'GET', url: '/api/radiology/templates?modality=USG' });
    expect(usg.json<Template[]>().map((x) => x.name)).toEqual(['USG abdomen normal']);
    const edited = await as(radiologist, {
      method: 'PUT',
      url: `/api/radiology/templates/${id}`,
      payload: { ...body, description: 'Adult, fasting' },
    });
    expect(edited.json<Template>().description).toBe('Adult, fasting');
    expect((await as(radiologist, { method: 'DELETE', url: `/api/radiology/templates/${id}` })).statusCode).toBe(204);
    expect((await as(radiologist, { method: 'GET', url: `/api/radiology/templates/${id}` })).statusCode).toBe(404);
  });

  it('keeps radiology to the radiology staff; signed reports also to doctors and nurses', async () => {
    const { orderId, patientId } = await xrayOrder();
    for (const role of ['reception', 'doctor', 'nurse', 'lab', 'billing'] as Role[]) {
      const r = [role];
      expect((await t.injectAs(r, { method: 'GET', url: '/api/radiology/cases' })).statusCode).toBe(403);
      expect(
        (
          await t.injectAs(r, {
            method: 'PUT',
            url: `/api/radiology/cases/${orderId}/report`,
            payload: { content: '<p>x</p>' },
          })
        ).statusCode,
      ).toBe(403);
      expect((await t.injectAs(r, { method: 'GET', url: '/api/radiology/templates' })).statusCode).toBe(403);
    }
    expect(
      (await t.injectAs(['nurse'], { method: 'GET', url: `/api/radiology/reports?patientId=${patientId}` })).statusCode,
    ).toBe(200);
    expect(
      (await t.injectAs(['reception'], { method: 'GET', url: `/api/radiology/reports?patientId=${patientId}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await as(radiologist, {
          method: 'PUT',
          url: `/api/radiology/cases/${orderId}/assignment`,
          payload: { technicianId: randomUUID() },
        })
      ).statusCode,
    ).toBe(422);
    expect((await as(radiologist, { method: 'GET', url: `/api/radiology/cases/${randomUUID()}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/radiology/cases' })).statusCode).toBe(401);
  });
});
