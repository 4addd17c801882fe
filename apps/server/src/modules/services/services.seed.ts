import type { SeedContext } from '../../module-kit.ts';
import { DEMO_SERVICES } from '../../seed/demo-reception.ts';

/** The sample services catalogue; the lab's groups link to its lab services. */
export async function seedServicesDemo({ services, actor, made }: SeedContext): Promise<void> {
  for (const service of DEMO_SERVICES) made.catalogue.push(await services.services.add(service, actor));
}
