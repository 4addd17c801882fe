import type { Admission, AdmissionDetail, Ward } from '@clinic/shared/admissions';
import { sql } from 'drizzle-orm';
import { clinicNow } from '../../lib/clinic-time.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createStaffService } from '../staff/staff.service.ts';

export type Hospital = {
  general: Ward;
  icu: Ward;
  /** Bed ids of the general ward's room 101 (general, ₹1,000 a day) and room 201 (private, ₹3,500). */
  beds: { g1: string; g2: string; g3: string; p1: string; icu1: string };
  doctorId: string;
};

const asAdmin = (t: TestApp, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.injectAs(['clinicAdmin'], { method, url, payload });

async function ok(res: Promise<{ statusCode: number; body: string }>, status = 201) {
  const r = await res;
  if (r.statusCode !== status) throw new Error(`setup failed: ${r.statusCode} ${r.body}`);
  return r;
}

/** A small hospital: a general ward (a general and a private room) and an ICU, and a cardiologist. */
export async function setupHospital(t: TestApp, tag = ''): Promise<Hospital> {
  const general = (await ok(asAdmin(t, 'POST', '/api/wards', { name: `General Ward${tag}`, type: 'General' }))).body;
  const icu = (await ok(asAdmin(t, 'POST', '/api/wards', { name: `ICU${tag}`, type: 'ICU', vitalsEveryHours: 1 })))
    .body;
  const [g, i] = [JSON.parse(general) as Ward, JSON.parse(icu) as Ward];
  await ok(
    asAdmin(t, 'POST', `/api/wards/${g._id}/rooms`, { number: '101', roomType: 'general', dailyRentPaise: 100_000 }),
  );
  await ok(
    asAdmin(t, 'POST', `/api/wards/${g._id}/rooms`, { number: '201', roomType: 'private', dailyRentPaise: 350_000 }),
  );
  await ok(
    asAdmin(t, 'POST', `/api/wards/${i._id}/rooms`, {
      number: 'ICU',
      roomType: 'general',
      dailyRentPaise: 800_000,
      isIcu: true,
    }),
  );
  const rooms = async (wardId: string) =>
    (JSON.parse((await ok(asAdmin(t, 'GET', `/api/wards?wardId=${wardId}`), 200)).body) as Ward[])[0]?.rooms ?? [];
  const [r101, r201] = await rooms(g._id);
  const [rIcu] = await rooms(i._id);
  for (const n of ['A', 'B', 'C']) await ok(asAdmin(t, 'POST', `/api/rooms/${r101?._id}/beds`, { number: n }));
  await ok(asAdmin(t, 'POST', `/api/rooms/${r201?._id}/beds`, { number: 'P1' }));
  await ok(asAdmin(t, 'POST', `/api/rooms/${rIcu?._id}/beds`, { number: 'ICU-1' }));
  const [after101, after201] = await rooms(g._id);
  const [afterIcu] = await rooms(i._id);
  const bed = (room: Ward['rooms'][number] | undefined, n: number) => room?.beds[n]?._id ?? '';
  const doctor = await createStaffService({ db: t.database.db }).createAccount({
    name: `Dr. Cardio${tag}`,
    email: `cardio${tag.toLowerCase()}-${Date.now()}@test.clinic`,
    password: 'Correct-Horse-42',
    roles: ['doctor'],
    speciality: 'Cardiology',
  });
  return {
    general: g,
    icu: i,
    beds: {
      g1: bed(after101, 0),
      g2: bed(after101, 1),
      g3: bed(after101, 2),
      p1: bed(after201, 0),
      icu1: bed(afterIcu, 0),
    },
    doctorId: doctor.id,
  };
}

let phone = 9300000000;
/** A newly registered patient's id. */
export async function newPatient(t: TestApp, givenName = 'Meera'): Promise<string> {
  const res = await ok(
    t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/patients?allowDuplicate=true',
      payload: {
        givenName,
        familyName: 'Kulkarni',
        age: 58,
        gender: 'Female',
        phone: String(phone++),
        address: 'Kothrud, Pune',
      },
    }),
  );
  return (JSON.parse(res.body) as { _id: string })._id;
}

export const admitBody = (h: Hospital, patientId: string, bedId = h.beds.g1, roomType = 'general') => ({
  patientId,
  admissionDate: clinicNow('Asia/Kolkata').date,
  admissionTime: '00:00',
  department: 'Cardiology',
  admittingDoctorId: h.doctorId,
  reasonForAdmission: 'Chest pain for evaluation',
  wardId: h.general._id,
  roomType,
  bedId,
});

export async function admit(t: TestApp, h: Hospital, patientId: string, bedId?: string): Promise<AdmissionDetail> {
  const res = await ok(
    t.injectAs(['reception'], { method: 'POST', url: '/api/admissions', payload: admitBody(h, patientId, bedId) }),
  );
  return JSON.parse(res.body) as AdmissionDetail;
}

/** A lab test, an imaging study and a drug in the catalogues, for orders from the ward. */
export async function wardCatalogue(t: TestApp, tag = '') {
  type Named = { _id: string; name: string };
  const service = async (name: string, category: string, price: number) =>
    (
      JSON.parse(
        (
          await ok(
            asAdmin(t, 'POST', '/api/service/add', {
              name: `${name}${tag}`,
              category,
              duration: 15,
              price,
              isActive: true,
            }),
          )
        ).body,
      ) as { data: Named }
    ).data;
  const drugName = `Ceftriaxone 1 g injection${tag}`;
  await ok(
    asAdmin(t, 'POST', '/api/inventory/drug/add-drug', {
      name: drugName,
      molecule: 'Ceftriaxone',
      manufacturer: 'Lupin',
      category: 'Injection',
      schedule: 'H',
    }),
  );
  const drugs = JSON.parse((await ok(asAdmin(t, 'GET', '/api/inventory/drug/all-drugs'), 200)).body) as Named[];
  const drug = drugs.find((d) => d.name === drugName) as Named;
  return {
    lab: await service('Troponin I', 'Laboratory', 900),
    radiology: await service('X-Ray Chest PA', 'Radiology', 450),
    drug,
  };
}

export type { Admission };

/**
 * Dates a medication order as written at its start: the tests chart doses of days gone by, and
 * doses before an order was written are never due.
 */
export async function writtenAtStart(t: TestApp, res: { statusCode: number; body: string }): Promise<void> {
  if (res.statusCode !== 201) return;
  const id = (JSON.parse(res.body) as { _id: string })._id;
  await t.database.db.execute(sql`update medication_orders set ordered_at = start_at where id = ${id}`);
}
