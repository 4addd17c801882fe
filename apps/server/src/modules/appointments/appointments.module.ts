import { seedAppointmentsDemo } from './appointments.seed.ts';
import { defineModule, routeSet } from '../../module-kit.ts';
import { appointmentsRoutes } from './appointments.routes.ts';

/** Doctors' consulting hours, slots and appointments. */
export const appointmentsModule = defineModule({
  name: 'appointments',
  routes: [routeSet(appointmentsRoutes, (c) => ({ appointments: c.services.appointments, staff: c.services.staff }))],
  seed: seedAppointmentsDemo,
});
