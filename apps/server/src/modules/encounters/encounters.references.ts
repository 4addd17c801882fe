import { NKDA_WITH_DRUG_ALLERGY } from '@clinic/shared/allergies';
import { REVISIT_IN_FUTURE, type EncounterPayload } from '@clinic/shared/encounters';
import type { Drug } from '@clinic/shared/inventory';
import type { Service } from '@clinic/shared/services';
import { clinicNow } from '../../lib/clinic-time.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { MastersService } from '../inventory/masters.service.ts';
import type { ServicesService } from '../services/services.service.ts';
import type { Icd10Catalogue } from './icd10.ts';

async function orNotFound<T>(promise: Promise<T>): Promise<T | undefined> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/** Everything a save refers to must exist and fit, checked before the transaction starts. */
export async function checkEncounterReferences(
  deps: {
    icd10: Icd10Catalogue;
    masters: Pick<MastersService, 'getDrug'>;
    services: Pick<ServicesService, 'get'>;
    timeZone: string;
  },
  v: EncounterPayload,
) {
  const fields: Record<string, string> = {};
  v.diagnoses.forEach((d, i) => {
    if (d.code && !deps.icd10.get(d.code)) fields[`diagnoses.${i}.code`] = `Unknown ICD-10 code ${d.code}`;
  });
  if (v.revisitDate && v.revisitDate <= clinicNow(deps.timeZone).date) fields.revisitDate = REVISIT_IN_FUTURE;
  const { noKnownDrugAllergies, allergies } = v.medicalHistory;
  if (noKnownDrugAllergies && allergies.some((a) => a.kind === 'Drug' || a.kind === 'Drug class'))
    fields['medicalHistory.noKnownDrugAllergies'] = NKDA_WITH_DRUG_ALLERGY;
  const drugs = new Map<string, Drug>();
  for (const [i, line] of v.prescriptions.entries()) {
    const drug = await orNotFound(deps.masters.getDrug(line.drugId));
    if (!drug) fields[`prescriptions.${i}.drugId`] = 'Choose a medicine from the catalogue';
    else drugs.set(drug._id, drug);
  }
  const services = new Map<string, Service>();
  const checkServices = async (ids: string[], category: Service['category'], key: string) => {
    for (const [i, id] of ids.entries()) {
      const service = await orNotFound(deps.services.get(id));
      if (!service || service.category !== category || !service.isActive)
        fields[`${key}.${i}`] = `Choose an active ${category.toLowerCase()} service`;
      else services.set(id, service);
    }
  };
  await checkServices(v.labTests, 'Laboratory', 'labTests');
  await checkServices(v.radiologyStudies, 'Radiology', 'radiologyStudies');
  if (Object.keys(fields).length > 0) throw badRequest(Object.values(fields)[0] ?? 'Invalid consultation', fields);
  return { drugs, services };
}
