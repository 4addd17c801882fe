import { isRole, permissionsOf, ROLE_LABELS, type Role, type SessionUser } from '@clinic/shared/auth';
import { SPECIALITIES, type Speciality, type Staff } from '@clinic/shared/staff';
import type { RoleRef } from '../roles/roles.service.ts';
import type { UserRow } from './staff.repository.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function roleNames(roles: Role[], custom: RoleRef[]): string {
  return [...roles.map((r) => ROLE_LABELS[r]), ...custom.map((r) => r.name)].join(', ');
}

export function rolesOf(row: UserRow): Role[] {
  return row.roles.filter(isRole);
}

export function specialityOf(row: UserRow): Speciality | null {
  return (SPECIALITIES as readonly string[]).includes(row.speciality ?? '') ? (row.speciality as Speciality) : null;
}

/** The contract shape of a signed-in user; never carries the password hash. */
export function toSessionUser(
  row: UserRow,
  custom: { customRoles: { _id: string; name: string }[]; customPermissions: string[] },
): SessionUser {
  const roles = rolesOf(row);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: roles[0] ?? null,
    roles,
    customRoles: custom.customRoles,
    permissions: permissionsOf(roles, custom.customPermissions),
    mustChangePassword: row.mustChangePassword,
  };
}

export function toStaff(row: UserRow, customRoles: RoleRef[] = []): Staff {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    roles: rolesOf(row),
    customRoles,
    speciality: specialityOf(row),
    qualification: row.qualification,
    registrationNumber: row.registrationNumber,
    consultationFeePaise: row.consultationFeePaise,
    followUp: row.followUpRule ?? null,
    isActive: row.isActive,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
