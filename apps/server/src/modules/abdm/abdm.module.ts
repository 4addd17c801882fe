import { z } from 'zod';
import { defineModule, routeSet, setting } from '../../module-kit.ts';
import { seedAbdmDemo } from './abdm.seed.ts';
import { healthRecordsRoutes } from './health-records.routes.ts';
import { createHealthRecordsService } from './health-records.service.ts';

/** ABDM: the patient's health records as national FHIR documents. */
export const abdmModule = defineModule({
  name: 'abdm',
  routes: [
    routeSet(healthRecordsRoutes, ({ services: s, database, settings, timeZone }) => ({
      records: createHealthRecordsService({
        db: database.db,
        audit: s.audit,
        timeZone,
        hfrId: settings.abdmHfrId ?? null,
        read: {
          patient: (id) => s.patients.get(id),
          clinic: () => s.clinic.get(),
          encounter: (id, actor) => s.encounters.get(id, actor),
          labTests: (id, actor) => s.labReports.patientTests(id, actor),
          study: (id, actor) => s.radiologyReports.detail(id, actor),
          dischargeSummary: (id, actor) => s.discharge.summary(id, actor),
          bill: (id, actor) => s.opBilling.get(id, actor),
        },
      }),
    })),
  ],
  settings: {
    abdmHfrId: setting(
      'ABDM_HFR_ID',
      z
        .string()
        .regex(
          /^[A-Za-z0-9]{1,30}$/,
          'ABDM_HFR_ID: the facility id of the Health Facility Registry (letters and digits)',
        )
        .optional(),
      "the hospital's Health Facility Registry id, put on every health document",
    ),
  },
  seed: seedAbdmDemo,
});
