import { PERMISSION_TABLE, PERMISSIONS, type Permission } from './permissions.ts';
import { ROLES, type Role } from './roles.ts';

function heldBy(role: Role): Permission[] {
  if (role === 'clinicAdmin') return [...PERMISSIONS];
  return PERMISSIONS.filter((name) => (PERMISSION_TABLE[name].roles as readonly Role[]).includes(role));
}

/** The built-in roles and their permissions: clinicAdmin holds every one. Read-only to clinics. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = Object.fromEntries(
  ROLES.map((role) => [role, heldBy(role)]),
) as Record<Role, Permission[]>;

/** What a person may do: the union of their built-in roles' permissions and their own roles'. */
export function permissionsOf(roles: readonly Role[], extra: Iterable<string> = []): Permission[] {
  const held = new Set<Permission>();
  for (const role of roles) for (const name of ROLE_PERMISSIONS[role]) held.add(name);
  for (const name of extra) if (Object.hasOwn(PERMISSION_TABLE, name)) held.add(name as Permission);
  return PERMISSIONS.filter((name) => held.has(name));
}

/** The one permission check of server and web; an empty requirement passes. */
export function can(held: readonly string[] | ReadonlySet<string> | undefined, ...needed: Permission[]): boolean {
  if (needed.length === 0) return true;
  if (!held) return false;
  const has = (name: string) => (held instanceof Set ? held.has(name) : (held as readonly string[]).includes(name));
  return needed.some(has);
}
