import { randomBytes } from 'node:crypto';
import type { SeedContext } from '../../module-kit.ts';
import { DEMO_ANAESTHETIST, DEMO_MOVABLE_EQUIPMENT, DEMO_PROCEDURES, DEMO_THEATRES } from '../../seed/demo-theatre.ts';

/** The theatres, their equipment, the procedures they book and an anaesthetist (who cannot sign in). */
export async function seedTheatreDemo({ services, actor }: SeedContext): Promise<void> {
  for (const procedure of DEMO_PROCEDURES) await services.services.add(procedure, actor);
  for (const theatre of DEMO_THEATRES) await services.theatreMasters.create(theatre, actor);
  for (const name of DEMO_MOVABLE_EQUIPMENT)
    await services.theatreMasters.addEquipment({ name, theatreId: null }, actor);
  await services.staff.createAccount({
    ...DEMO_ANAESTHETIST,
    password: randomBytes(24).toString('base64url'),
    roles: ['doctor'],
  });
}
