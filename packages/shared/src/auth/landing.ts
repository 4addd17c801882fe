import type { Role } from './roles.ts';

/**
 * Where `/` sends a signed-in user. The spec (001 §2) sends reception, doctor, nurse and lab to
 * their areas and clinicAdmin to /reception; every other role goes to its own area rather than
 * /unauthorized (docs/decisions/0003-landing-redirect.md).
 */
const LANDING: Record<Role, string> = {
  clinicAdmin: '/reception',
  reception: '/reception',
  doctor: '/doctor',
  nurse: '/nurse',
  lab: '/lab',
  pharmacy: '/pharmacy',
  inventory: '/inventory',
  otscheduler: '/otscheduler',
  radiology: '/radiology',
  billing: '/billing',
};

export function landingPathFor(roles: readonly Role[]): string {
  const first = roles[0];
  if (roles.includes('clinicAdmin')) return LANDING.clinicAdmin;
  return first ? LANDING[first] : '/unauthorized';
}
