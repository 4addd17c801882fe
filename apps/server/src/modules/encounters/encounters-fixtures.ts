import type { Appointment } from '@clinic/shared/appointments';
import type { Drug } from '@clinic/shared/inventory';
import type { Service } from '@clinic/shared/services';
import { createServices } from '../../app.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { seedDemo } from '../../seed/seed-demo.ts';
import { appointmentToday } from '../../test/appointment-fixtures.ts';
import type { TestApp } from '../../test/build-test-app.ts';

export type EncounterSetup = {
  doctorId: string;
  patientId: string;
  appointment: Appointment;
  drug: Drug;
  lab: Service;
  radiology: Service;
};

export const inDays = (days: number) => {
  const d = new Date(`${clinicNow('Asia/Kolkata').date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
export const json = <T>(res: { json: () => unknown }) => res.json() as T;

/** The demo data, a doctor consulting every day, and an appointment of a demo patient today. */
export async function setupEncounters(t: TestApp): Promise<EncounterSetup> {
  await seedDemo(createServices(t.database.db));
  const doctor = await t.createUser(['doctor'], { name: 'Dr. Arjun Mehta' });
  await t.injectAs(['clinicAdmin'], {
    method: 'PUT',
    url: `/api/doctors/${doctor.id}/consulting-hours`,
    payload: {
      blocks: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '12:00', slotMinutes: 10 })),
    },
  });
  const patients = await t.injectAs(['reception'], { method: 'GET', url: '/api/patients?limit=5' });
  const patientId = json<{ data: { _id: string }[] }>(patients).data[0]?._id ?? '';
  const id = await appointmentToday(t, { patientId, doctorId: doctor.id, time: '00:01' });
  const appointment = json<Appointment[]>(
    await t.injectAs(['reception'], { method: 'GET', url: `/api/appointments?patientId=${patientId}` }),
  ).find((a) => a._id === id) as Appointment;
  const drug = json<Drug[]>(
    await t.injectAs(['doctor'], { method: 'GET', url: '/api/inventory/drug/all-drugs' }),
  )[0] as Drug;
  const services = json<Service[]>(await t.injectAs(['reception'], { method: 'GET', url: '/api/service/all' }));
  return {
    doctorId: doctor.id,
    patientId,
    appointment,
    drug,
    lab: services.find((s) => s.category === 'Laboratory' && s.isActive) as Service,
    radiology: services.find((s) => s.category === 'Radiology' && s.isActive) as Service,
  };
}

/** A whole consultation for the set-up appointment: history, diagnosis, a medicine, a test and a study. */
export const consultationOf = (s: EncounterSetup, overrides: object = {}) => ({
  patientId: s.patientId,
  appointmentId: s.appointment._id,
  symptoms: 'Fever and sore throat for 3 days',
  medicalHistory: {
    // A plain string, as allergies were kept before they were coded; it matches no demo drug.
    allergies: ['Sulfamethoxazole'],
    chronicConditions: ['Hypertension'],
    pastSurgeries: [{ procedure: 'Appendectomy', date: '2015', hospital: 'Ruby Hall' }],
    familyHistory: [{ condition: 'Diabetes', relation: 'Father' }],
    socialHistory: { smoking: 'Never', alcohol: 'Occasional', exercise: 'Walks daily' },
    medications: [{ name: 'Amlodipine', dosage: '5 mg', frequency: 'OD' }],
  },
  examination: 'Throat congested',
  diagnoses: [{ code: 'j06.9', description: 'Acute upper respiratory infection' }],
  prescriptions: [
    {
      drugId: s.drug._id,
      dose: '1 tablet',
      frequency: '1-0-1',
      durationDays: 5,
      route: 'Oral',
      instructions: 'After food',
    },
  ],
  labTests: [s.lab._id],
  radiologyStudies: [s.radiology._id],
  advice: 'Warm saline gargles',
  revisitDate: inDays(10),
  ...overrides,
});
