import type { Role } from './roles.ts';

/** A built-in role that can be given a permission (clinicAdmin holds every one). */
export type Holder = Exclude<Role, 'clinicAdmin'>;
/** A permission as the table lists it: its group and label on the role form, and the built-in roles that hold it. */
export type PermissionDef = { group: string; label: string; roles: readonly Holder[] };
