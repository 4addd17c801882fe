import type { SeedContext } from '../../module-kit.ts';
import { DEMO_TEMPLATES } from '../../seed/demo-radiology.ts';

/** Report templates to start from. */
export async function seedRadiologyDemo({ services, actor }: SeedContext): Promise<void> {
  for (const template of DEMO_TEMPLATES) await services.radiologyTemplates.create(template, actor);
}
