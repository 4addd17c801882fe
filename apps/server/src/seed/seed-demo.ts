import { randomBytes } from 'node:crypto';
import { ROLE_PERMISSIONS } from '@clinic/shared/auth';
import { patientInputSchema } from '@clinic/shared/patients';
import { clinicNow } from '../lib/clinic-time.ts';
import { AppError } from '../lib/errors.ts';
import type { Services } from '../app.ts';
import type { Actor } from '../kernel/actor.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_CLINIC,
  DEMO_CONSULTING_HOURS,
  DEMO_DOCTOR_EMAIL,
  DEMO_DOCTOR_PROFILE,
} from './demo-accounts.ts';
import { DEMO_ADMISSION, DEMO_CARDIOLOGIST, DEMO_ROUND, DEMO_WARDS } from './demo-hospital.ts';
import { DEMO_DRUGS, DEMO_MANUFACTURERS, DEMO_SUPPLIERS, demoInvoice } from './demo-inventory.ts';
import { DEMO_GROUPS, DEMO_PARAMETERS } from './demo-lab.ts';
import { DEMO_RADIOLOGIST_PROFILE, DEMO_TEMPLATES } from './demo-radiology.ts';
import { DEMO_PATIENTS, DEMO_REFERRALS, DEMO_SERVICES } from './demo-reception.ts';
import { DEMO_ANAESTHETIST, DEMO_MOVABLE_EQUIPMENT, DEMO_PROCEDURES, DEMO_THEATRES } from './demo-theatre.ts';

export type DemoServices = Pick<
  Services,
  | 'staff'
  | 'clinic'
  | 'patients'
  | 'referrals'
  | 'services'
  | 'masters'
  | 'stockEntries'
  | 'appointments'
  | 'wards'
  | 'admissions'
  | 'wardRound'
  | 'mar'
  | 'labMaster'
  | 'radiologyTemplates'
  | 'theatreMasters'
>;

const SEED_ACTOR: Actor = { userId: null, name: 'Demo data', role: null, ip: null };

/** Creates the demo accounts and clinic profile that do not exist yet; running it again changes nothing. */
export async function seedDemo(services: DemoServices, timeZone = 'Asia/Kolkata'): Promise<number> {
  const { staff, clinic } = services;
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await staff.findByEmail(account.email)) continue;
    await staff.createAccount({
      name: account.name,
      email: account.email,
      password: account.password,
      roles: [account.role],
      ...(account.role === 'doctor' ? DEMO_DOCTOR_PROFILE : {}),
      ...(account.role === 'radiology' ? DEMO_RADIOLOGIST_PROFILE : {}),
    });
    created += 1;
  }
  // Sample records are added once, with the first demo accounts, so a restart never repeats them.
  if (created > 0 && !(await clinic.get()).updatedAt) {
    await clinic.update(DEMO_CLINIC, SEED_ACTOR);
    const patients = [];
    for (const patient of DEMO_PATIENTS)
      patients.push(await services.patients.register(patientInputSchema.parse(patient), SEED_ACTOR, true));
    for (const referral of DEMO_REFERRALS) await services.referrals.create(referral, SEED_ACTOR);
    const catalogue = [];
    for (const service of DEMO_SERVICES) catalogue.push(await services.services.add(service, SEED_ACTOR));
    await seedLab(services, catalogue);
    for (const template of DEMO_TEMPLATES) await services.radiologyTemplates.create(template, SEED_ACTOR);
    for (const manufacturer of DEMO_MANUFACTURERS) await services.masters.addManufacturer(manufacturer, SEED_ACTOR);
    for (const supplier of DEMO_SUPPLIERS) await services.masters.addSupplier(supplier, SEED_ACTOR);
    for (const drug of DEMO_DRUGS) await services.masters.addDrug(drug, SEED_ACTOR);
    await services.stockEntries.add(demoInvoice(), SEED_ACTOR);
    const doctor = await staff.findByEmail(DEMO_DOCTOR_EMAIL);
    if (doctor) {
      await services.appointments.setConsultingHours(doctor.id, DEMO_CONSULTING_HOURS, SEED_ACTOR);
      await seedAppointments(services, doctor.id, patients, timeZone);
    }
    await seedHospital(services, patients[2], timeZone);
    await seedTheatre(services);
  }
  return created;
}

/**
 * Tomorrow's first three slots, and walk-ins today while the demo doctor still has free slots,
 * so the OP queue and the nurse's screen have patients on a fresh demo.
 */
async function seedAppointments(
  services: DemoServices,
  doctorId: string,
  patients: { _id: string }[],
  timeZone: string,
): Promise<void> {
  const tomorrow = new Date(`${clinicNow(timeZone).date}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const date = tomorrow.toISOString().slice(0, 10);
  const reasons = ['Fever and cough', 'Follow-up: blood pressure', 'Knee pain', 'Headache', 'Diabetes review'];
  for (const [i, patient] of patients.slice(0, 3).entries()) {
    const appointmentTime = ['09:00', '09:15', '09:30'][i];
    await services.appointments.book(
      { patientId: patient._id, doctorId, appointmentDate: date, appointmentTime, reason: reasons[i] ?? '' },
      SEED_ACTOR,
    );
  }
  for (const [i, patient] of patients.slice(3).entries()) {
    try {
      await services.appointments.book(
        { patientId: patient._id, doctorId, walkIn: true, reason: reasons[3 + i] ?? '' },
        SEED_ACTOR,
      );
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
    }
  }
}

/** The wards, rooms and beds, a cardiologist, and one patient admitted to General Ward A. */
async function seedHospital(services: DemoServices, patient: { _id: string } | undefined, timeZone: string) {
  for (const { rooms, ...ward } of DEMO_WARDS) {
    const created = await services.wards.addWard(ward, SEED_ACTOR);
    for (const room of rooms) await services.wards.addRoom(created._id, room, SEED_ACTOR);
    const [withRooms] = await services.wards.list(SEED_ACTOR, created._id);
    for (const room of withRooms?.rooms ?? []) {
      for (const bed of rooms.find((r) => r.number === room.number)?.beds ?? [])
        await services.wards.addBed(room._id, { number: bed }, SEED_ACTOR);
    }
  }
  const cardiologist = await services.staff.createAccount({
    ...DEMO_CARDIOLOGIST,
    password: randomBytes(24).toString('base64url'),
    roles: ['doctor'],
  });
  const wards = await services.wards.list(SEED_ACTOR);
  const ward = wards.find((w) => w.name === DEMO_ADMISSION.ward);
  const bed = ward?.rooms
    .flatMap((r) => r.beds.map((b) => ({ ...b, roomType: r.roomType })))
    .find((b) => b.number === DEMO_ADMISSION.bed);
  if (!patient || !ward || !bed) return;
  const today = clinicNow(timeZone).date;
  const admission = await services.admissions.admit(
    {
      patientId: patient._id,
      admissionDate: today,
      admissionTime: DEMO_ADMISSION.admissionTime,
      department: DEMO_ADMISSION.department,
      admittingDoctorId: cardiologist.id,
      reasonForAdmission: DEMO_ADMISSION.reasonForAdmission,
      wardId: ward._id,
      roomType: bed.roomType,
      bedId: bed._id,
    },
    SEED_ACTOR,
  );
  const doctor: Actor = { userId: cardiologist.id, name: DEMO_CARDIOLOGIST.name, role: 'doctor', ip: null };
  await services.wardRound.addNote(admission._id, DEMO_ROUND.note, doctor, {
    permissions: new Set(ROLE_PERMISSIONS.doctor),
    user: { roles: ['doctor'], customRoles: [] },
  });
  const drugs = await services.masters.listDrugs();
  for (const { drug, ...line } of DEMO_ROUND.medicines) {
    const found = drugs.find((d) => d.name === drug);
    if (!found) continue;
    const order = { ...line, drugId: found._id, startDate: today, startTime: DEMO_ADMISSION.admissionTime };
    await services.mar.order(admission._id, order, doctor);
  }
}

/** The test master: parameters with their ranges, and the groups the catalogue's lab services order. */
async function seedLab(services: DemoServices, catalogue: { _id: string; name: string }[]): Promise<void> {
  const ids = new Map<string, string>();
  for (const parameter of DEMO_PARAMETERS) {
    const saved = await services.labMaster.createParameter(parameter, SEED_ACTOR);
    ids.set(saved.name, saved._id);
  }
  for (const group of DEMO_GROUPS) {
    const service = catalogue.find((s) => s.name === group.service);
    if (!service) continue;
    await services.labMaster.createGroup(
      {
        name: group.name,
        serviceId: service._id,
        sampleType: group.sampleType,
        parameterIds: group.parameters.flatMap((name) => ids.get(name) ?? []),
      },
      SEED_ACTOR,
    );
  }
}

/** The theatres, their equipment, the procedures they book and an anaesthetist. */
async function seedTheatre(services: DemoServices) {
  for (const procedure of DEMO_PROCEDURES) await services.services.add(procedure, SEED_ACTOR);
  for (const theatre of DEMO_THEATRES) await services.theatreMasters.create(theatre, SEED_ACTOR);
  for (const name of DEMO_MOVABLE_EQUIPMENT)
    await services.theatreMasters.addEquipment({ name, theatreId: null }, SEED_ACTOR);
  await services.staff.createAccount({
    ...DEMO_ANAESTHETIST,
    password: randomBytes(24).toString('base64url'),
    roles: ['doctor'],
  });
}
