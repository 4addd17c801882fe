import { z } from 'zod';
import { defineModule, routeSet, setting } from '../../module-kit.ts';
import { seedAbdmDemo } from './abdm.seed.ts';
import { createCareContextLinking } from './gateway/care-context-link.service.ts';
import { gatewayFrom } from './gateway/gateway-client.ts';
import { gatewayRoutes } from './gateway/gateway.routes.ts';
import { createHealthInformationSharing } from './gateway/health-information.service.ts';
import { healthRecordsRoutes } from './health-records.routes.ts';
import { createHealthRecordsService, type HealthRecordReaders } from './health-records.service.ts';
import type { ModuleContext } from '../../module-kit.ts';

const readers = ({ services: s }: ModuleContext): HealthRecordReaders => ({
  patient: (id) => s.patients.get(id),
  clinic: () => s.clinic.get(),
  encounter: (id, actor) => s.encounters.get(id, actor),
  labTests: (id, actor) => s.labReports.patientTests(id, actor),
  study: (id, actor) => s.radiologyReports.detail(id, actor),
  dischargeSummary: (id, actor) => s.discharge.summary(id, actor),
  bill: (id, actor) => s.opBilling.get(id, actor),
});

const recordsOf = (context: ModuleContext) =>
  createHealthRecordsService({
    db: context.database.db,
    audit: context.services.audit,
    timeZone: context.timeZone,
    hfrId: context.settings.abdmHfrId ?? null,
    read: readers(context),
  });

/** The HIP's linking and sharing, on the gateway the settings name (none: sharing off). */
function gatewayServices(context: ModuleContext) {
  const gateway = gatewayFrom(context.settings);
  const deps = {
    db: context.database.db,
    audit: context.services.audit,
    records: recordsOf(context),
    patient: (id: string) => context.services.patients.get(id),
    gateway,
    hipId: context.settings.abdmHfrId ?? null,
  };
  return { gateway, linking: createCareContextLinking(deps), sharing: createHealthInformationSharing(deps) };
}

/** ABDM: the patient's health records as national FHIR documents, linked and shared through the gateway. */
export const abdmModule = defineModule({
  name: 'abdm',
  routes: [
    routeSet(healthRecordsRoutes, (context) => ({ records: recordsOf(context) })),
    routeSet(gatewayRoutes, gatewayServices),
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
    abdmGatewayUrl: setting(
      'ABDM_GATEWAY_URL',
      z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
      'the ABDM gateway (sandbox: https://dev.abdm.gov.in); empty: records are not linked or shared through ABDM',
    ),
    abdmClientId: setting('ABDM_CLIENT_ID', z.string().default(''), "the hospital's ABDM client id"),
    abdmClientSecret: setting('ABDM_CLIENT_SECRET', z.string().default(''), "the hospital's ABDM client secret"),
    abdmCmId: setting(
      'ABDM_CM_ID',
      z
        .string()
        .regex(/^[a-z]{2,10}$/, 'ABDM_CM_ID: the consent manager, sbx or abdm')
        .default('sbx'),
      'the consent manager: sbx in the sandbox, abdm in production',
    ),
  },
  seed: seedAbdmDemo,
});
