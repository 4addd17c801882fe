import type { SeedContext } from '../../module-kit.ts';
import { DEMO_GROUPS, DEMO_PARAMETERS } from '../../seed/demo-lab.ts';

/** The test master: parameters with their ranges, and the groups the catalogue's lab services order. */
export async function seedLabDemo({ services, actor, made }: SeedContext): Promise<void> {
  const ids = new Map<string, string>();
  for (const parameter of DEMO_PARAMETERS) {
    const saved = await services.labMaster.createParameter(parameter, actor);
    ids.set(saved.name, saved._id);
  }
  for (const group of DEMO_GROUPS) {
    const service = made.catalogue.find((s) => s.name === group.service);
    if (!service) continue;
    await services.labMaster.createGroup(
      {
        name: group.name,
        serviceId: service._id,
        sampleType: group.sampleType,
        parameterIds: group.parameters.flatMap((name) => ids.get(name) ?? []),
      },
      actor,
    );
  }
}
