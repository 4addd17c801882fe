import type { Role } from '@clinic/shared/auth';
import { priceBill } from '@clinic/shared/billing';
import { encounterInputSchema, type Encounter, type ServiceOrder } from '@clinic/shared/encounters';
import type { Actor } from '../../kernel/actor.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import type { SeedContext } from '../../module-kit.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import {
  DEMO_DISCHARGE_SUMMARY,
  DEMO_IMAGING_REPORTS,
  DEMO_LAB_RESULTS,
  DEMO_STAY,
  DEMO_VISIT,
} from '../../seed/demo-history.ts';

type Services = SeedContext['services'];

/** Who does each step, as a hospital would have it: the lab's results are approved by a second lab user. */
type Team = Record<'doctor' | 'reception' | 'technician' | 'pathologist' | 'radiologist' | 'cashier', Actor>;

/** The demo accounts of a role, in the order the demo lists them, as actors. */
async function accountsOf(services: Services, role: Role): Promise<Actor[]> {
  const actors: Actor[] = [];
  for (const account of DEMO_ACCOUNTS.filter((a) => a.role === role)) {
    const user = await services.staff.findByEmail(account.email);
    if (user) actors.push({ userId: user.id, name: user.name, role, ip: null });
  }
  return actors;
}

async function demoTeam(services: Services): Promise<Team | undefined> {
  const [doctor] = await accountsOf(services, 'doctor');
  const [reception] = await accountsOf(services, 'reception');
  const [technician, pathologist] = await accountsOf(services, 'lab');
  const [radiologist] = await accountsOf(services, 'radiology');
  const [cashier] = await accountsOf(services, 'billing');
  if (!doctor || !reception || !technician || !pathologist || !radiologist || !cashier) return undefined;
  return { doctor, reception, technician, pathologist, radiologist, cashier };
}

const daysFromToday = (timeZone: string, days: number) => {
  const day = new Date(`${clinicNow(timeZone).date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/**
 * The first demo patient's history, made as the staff would make it: the doctor's OP consultation
 * (prescription, a blood count and a chest X-ray), the cashier's bill paid before the tests (bill
 * before service), the lab's approved report, the radiologist's signed report, and the admission
 * the reports lead to, with the doctor's discharge summary begun. Runs after every other module's
 * seed, so the doctors, drugs, tests, templates and wards are there.
 */
export async function seedAbdmDemo({ services, timeZone, made }: SeedContext): Promise<void> {
  const patient = made.patients[0];
  const team = await demoTeam(services);
  if (!patient || !team) return;
  const visit = await consult(services, patient._id, team.doctor);
  if (!visit) return;
  await billAtDesk(services, patient._id, team.cashier);
  for (const order of visit.orders) {
    if (order.category === 'Laboratory') await reportTest(services, order, team);
    if (order.category === 'Radiology') await reportStudy(services, order, team.radiologist);
  }
  await admitFromVisit(services, patient._id, team, timeZone);
}

/** The consultation, with the demo's drugs and services found by name in their masters. */
async function consult(services: Services, patientId: string, doctor: Actor): Promise<Encounter | undefined> {
  const drugs = await services.masters.listDrugs();
  const catalogue = await services.services.all();
  const prescriptions = DEMO_VISIT.prescriptions.flatMap(({ drug, ...line }) => {
    const found = drugs.find((d) => d.name === drug);
    return found ? [{ ...line, drugId: found._id }] : [];
  });
  const serviceIds = (names: string[]) =>
    names.flatMap((name) => catalogue.find((s) => s.name === name && s.isActive)?._id ?? []);
  if (prescriptions.length === 0) return undefined;
  const input = encounterInputSchema.parse({
    ...DEMO_VISIT,
    patientId,
    prescriptions,
    labTests: serviceIds(DEMO_VISIT.labTests),
    radiologyStudies: serviceIds(DEMO_VISIT.radiologyStudies),
  });
  return services.encounters.save(input, doctor);
}

/** The visit's charges on one OP bill, paid in full in cash, as the bill dialog totals them. */
async function billAtDesk(services: Services, patientId: string, cashier: Actor): Promise<void> {
  const { charges } = await services.opBilling.pending(patientId, cashier);
  if (charges.length === 0) return;
  const { totalPaise } = priceBill(charges, 0);
  await services.opBilling.bill(
    {
      patientId,
      chargeIds: charges.map((c) => c._id),
      discountPercent: 0,
      payment: { mode: 'Cash', amountPaise: totalPaise },
    },
    `demo-op-bill-${patientId}`,
    cashier,
    false,
  );
}

/** The sample collected and the results entered by the technician, then approved by the pathologist. */
async function reportTest(services: Services, order: ServiceOrder, team: Team): Promise<void> {
  const results = DEMO_LAB_RESULTS[order.serviceName];
  if (!results) return;
  const collected = await services.lab.collect(order._id, {}, team.technician);
  const values = collected.parameters.flatMap((p) => {
    const value = results.values[p.name];
    return value === undefined ? [] : [{ parameterId: p._id, value }];
  });
  await services.lab.enterResults(order._id, { comment: results.comment, results: values }, team.technician);
  await services.lab.approve(order._id, team.pathologist);
}

/** The radiologist's report, started from the modality's template and signed. */
async function reportStudy(services: Services, order: ServiceOrder, radiologist: Actor): Promise<void> {
  const report = DEMO_IMAGING_REPORTS[order.serviceName];
  if (!report) return;
  const template = (await services.radiologyTemplates.list({})).find((t) => t.name === report.template);
  await services.radiologyReports.sign(
    order._id,
    { content: report.content, templateId: template?._id ?? null },
    radiologist,
  );
}

/** Reception admits the patient to a free bed under the doctor, who begins the discharge summary. */
async function admitFromVisit(services: Services, patientId: string, team: Team, timeZone: string): Promise<void> {
  const { ward: wardName, roomType, ...stay } = DEMO_STAY;
  const ward = (await services.wards.list(team.reception)).find((w) => w.name === wardName);
  const [bed] = ward ? await services.wards.availableBeds(ward._id, roomType) : [];
  if (!ward || !bed || !team.doctor.userId) return;
  const admission = await services.admissions.admit(
    {
      ...stay,
      patientId,
      admissionDate: clinicNow(timeZone).date,
      admittingDoctorId: team.doctor.userId,
      wardId: ward._id,
      roomType: bed.roomType,
      bedId: bed._id,
    },
    team.reception,
  );
  const drugs = await services.masters.listDrugs();
  const { medicines, followUpInDays, ...summary } = DEMO_DISCHARGE_SUMMARY;
  await services.discharge.saveSummary(
    admission._id,
    {
      ...summary,
      medicines: medicines.flatMap(({ drug, ...dose }) =>
        drugs.some((d) => d.name === drug) ? [{ ...dose, name: drug }] : [],
      ),
      followUpDate: daysFromToday(timeZone, followUpInDays),
    },
    team.doctor,
  );
}
