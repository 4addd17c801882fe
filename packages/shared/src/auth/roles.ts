/** Staff roles of the spec (000 §6, 001 §6). clinicAdmin may enter every area. */
export const ROLES = [
  'clinicAdmin',
  'reception',
  'doctor',
  'nurse',
  'lab',
  'pharmacy',
  'inventory',
  'otscheduler',
  'radiology',
  'billing',
] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  clinicAdmin: 'Clinic Admin',
  reception: 'Reception',
  doctor: 'Doctor',
  nurse: 'Nurse',
  lab: 'Lab',
  pharmacy: 'Pharmacy',
  inventory: 'Inventory',
  otscheduler: 'OT Scheduler',
  radiology: 'Radiology',
  billing: 'Billing',
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * The one role check used by server and client: true for an empty requirement,
 * true for clinicAdmin, otherwise true when the user holds any required role.
 */
export function hasAnyRole(userRoles: readonly Role[] | undefined, required: readonly Role[]): boolean {
  if (required.length === 0) return true;
  if (!userRoles || userRoles.length === 0) return false;
  if (userRoles.includes('clinicAdmin')) return true;
  return required.some((role) => userRoles.includes(role));
}

/** The names of every role a person holds, built-in first, then the clinic's own. */
export function roleNamesOf(user: { roles: readonly Role[]; customRoles?: readonly { name: string }[] }): string[] {
  return [...user.roles.map((role) => ROLE_LABELS[role]), ...(user.customRoles ?? []).map((role) => role.name)];
}
