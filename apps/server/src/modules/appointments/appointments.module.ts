import { z } from 'zod';
import { defineModule, routeSet, setting } from '../../module-kit.ts';
import { seedAppointmentsDemo } from './appointments.seed.ts';
import { appointmentsRoutes } from './appointments.routes.ts';
import { absencesRoutes } from './absences.routes.ts';
import { displaysRoutes } from './displays.routes.ts';
import { opQueueRoutes } from './op-queue.routes.ts';

/** Doctors' consulting hours, slots and appointments, and the OP queue of each doctor's tokens. */
export const appointmentsModule = defineModule({
  name: 'appointments',
  routes: [
    routeSet(appointmentsRoutes, (c) => ({ appointments: c.services.appointments, staff: c.services.staff })),
    routeSet(absencesRoutes, (c) => ({ absences: c.services.absences })),
    routeSet(opQueueRoutes, (c) => ({
      queue: c.services.opQueue,
      send: c.services.opQueueSend,
      live: c.live('opQueue'),
      streams: c.streams,
    })),
    routeSet(displaysRoutes, (c) => ({
      displays: c.services.displays,
      queue: c.services.opQueue,
      live: c.live('opQueue'),
      streams: c.streams,
    })),
  ],
  live: [{ name: 'opQueue', channel: 'op_queue', event: 'op-queue.changed' }],
  settings: {
    queueSkipPlaces: setting(
      'QUEUE_SKIP_PLACES',
      z.coerce.number().int().min(1).max(20).default(3),
      'a skipped OP token goes back behind this many waiting patients',
    ),
    queuePrioritiesFirst: setting(
      'QUEUE_PRIORITIES_FIRST',
      z
        .enum(['on', 'off'])
        .default('on')
        .transform((v) => v === 'on'),
      '`on`: senior citizens, pregnant and differently abled patients go ahead in the OP queue; `off`: only emergencies do',
    ),
    walkInOverflowPerSession: setting(
      'WALK_IN_OVERFLOW_PER_SESSION',
      z.coerce.number().int().min(0).max(200).default(10),
      "walk-ins given a token after the booked patients once a consulting session's slots are full (0: refuse them)",
    ),
  },
  seed: seedAppointmentsDemo,
});
