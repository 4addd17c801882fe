import { clinicNow } from '../../lib/clinic-time.ts';
import { AppError } from '../../lib/errors.ts';
import type { SeedContext } from '../../module-kit.ts';
import { DEMO_CONSULTING_HOURS, DEMO_DOCTOR_EMAIL } from '../../seed/demo-accounts.ts';

const REASONS = ['Fever and cough', 'Follow-up: blood pressure', 'Knee pain', 'Headache', 'Diabetes review'];

/**
 * The demo doctor's consulting hours, tomorrow's first three slots, and walk-ins today while the
 * doctor still has free slots, so the OP queue and the nurse's screen have patients on a fresh demo.
 */
export async function seedAppointmentsDemo({ services, actor, timeZone, made }: SeedContext): Promise<void> {
  const doctor = await services.staff.findByEmail(DEMO_DOCTOR_EMAIL);
  if (!doctor) return;
  await services.appointments.setConsultingHours(doctor.id, DEMO_CONSULTING_HOURS, actor);
  const tomorrow = new Date(`${clinicNow(timeZone).date}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const date = tomorrow.toISOString().slice(0, 10);
  for (const [i, patient] of made.patients.slice(0, 3).entries()) {
    const appointmentTime = ['09:00', '09:15', '09:30'][i];
    await services.appointments.book(
      { patientId: patient._id, doctorId: doctor.id, appointmentDate: date, appointmentTime, reason: REASONS[i] ?? '' },
      actor,
    );
  }
  for (const [i, patient] of made.patients.slice(3).entries()) {
    try {
      await services.appointments.book(
        { patientId: patient._id, doctorId: doctor.id, walkIn: true, reason: REASONS[3 + i] ?? '' },
        actor,
      );
    } catch (error) {
      // Late in the clinic's day there may be no slot left today: the walk-ins are then skipped.
      if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
    }
  }
}
