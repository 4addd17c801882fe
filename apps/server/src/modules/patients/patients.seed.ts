import { patientInputSchema } from '@clinic/shared/patients';
import type { SeedContext } from '../../module-kit.ts';
import { DEMO_PATIENTS } from '../../seed/demo-reception.ts';

/** The spec's sample patients; later seeds book and admit them. */
export async function seedPatientsDemo({ services, actor, made }: SeedContext): Promise<void> {
  for (const patient of DEMO_PATIENTS)
    made.patients.push(await services.patients.register(patientInputSchema.parse(patient), actor, true));
}
