import { isRole, type Role, type SessionUser } from '@clinic/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { hashPassword } from '../../lib/password.ts';
import { staffRepository, type UserRow } from './staff.repository.ts';

export type StaffAccount = UserRow;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The contract shape of a signed-in user; never carries the password hash. */
export function toSessionUser(row: UserRow): SessionUser {
  const roles = row.roles.filter(isRole);
  return { id: row.id, name: row.name, email: row.email, role: roles[0] ?? 'reception', roles };
}

export function createStaffService(db: Db) {
  return {
    findByEmail: (email: string) => staffRepository.findByEmail(db, normalizeEmail(email)),
    findById: (id: string) => staffRepository.findById(db, id),
    count: () => staffRepository.count(db),

    /** Creates an account with a hashed password. The caller checks for duplicates first. */
    async create(
      input: { name: string; email: string; password: string; roles: Role[]; mustChangePassword?: boolean },
      tx: DbOrTx = db,
    ): Promise<StaffAccount> {
      return staffRepository.insert(tx, {
        name: input.name.trim(),
        email: normalizeEmail(input.email),
        roles: input.roles,
        passwordHash: await hashPassword(input.password),
        mustChangePassword: input.mustChangePassword ?? false,
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
