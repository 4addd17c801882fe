import { randomBytes } from 'node:crypto';
import { ROLE_PERMISSIONS } from '@clinic/shared/auth';
import type { Actor } from '../../kernel/actor.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import type { SeedContext } from '../../module-kit.ts';
import { DEMO_DOCTOR_EMAIL } from '../../seed/demo-accounts.ts';
import { DEMO_ADMISSION, DEMO_CARDIOLOGIST, DEMO_ROUND, DEMO_WARDS } from '../../seed/demo-hospital.ts';

/** The wards, rooms and beds, a cardiologist, and one patient admitted with a round note and medicines. */
export async function seedAdmissionsDemo({ services, actor, timeZone, made }: SeedContext): Promise<void> {
  for (const { rooms, ...ward } of DEMO_WARDS) {
    const created = await services.wards.addWard(ward, actor);
    for (const room of rooms) await services.wards.addRoom(created._id, room, actor);
    const [withRooms] = await services.wards.list(actor, created._id);
    for (const room of withRooms?.rooms ?? []) {
      for (const bed of rooms.find((r) => r.number === room.number)?.beds ?? [])
        await services.wards.addBed(room._id, { number: bed }, actor);
    }
  }
  const cardiologist = await services.staff.createAccount({
    ...DEMO_CARDIOLOGIST,
    password: randomBytes(24).toString('base64url'),
    roles: ['doctor'],
  });
  const patient = made.patients[2];
  const ward = (await services.wards.list(actor)).find((w) => w.name === DEMO_ADMISSION.ward);
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
    actor,
  );
  // The demo doctor is called in to consult, so her "My inpatients" shows the stay.
  const consultant = await services.staff.findByEmail(DEMO_DOCTOR_EMAIL);
  if (consultant) await services.careTeam.addConsultant(admission._id, { doctorId: consultant.id }, actor);
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
