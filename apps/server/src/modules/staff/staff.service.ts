import type { FollowUpRule } from '@clinic/shared/staff';
import type { Role } from '@clinic/shared/auth';
import type { Paged } from '@clinic/shared/http';
import {
  DUPLICATE_EMAIL_MESSAGE,
  LAST_ADMIN_MESSAGE,
  SPECIALITY_REQUIRED,
  CHOOSE_ROLE,
  type CreateStaffInput,
  type Staff,
  type StaffListQuery,
  type UpdateStaffInput,
} from '@clinic/shared/staff';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { temporaryPassword } from '../../lib/temporary-password.ts';
import { changedFields, type AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { RolesService } from '../roles/roles.service.ts';
import { staffRepository, type UserRow } from './staff.repository.ts';

export type StaffAccount = UserRow;
export type EndSessions = (tx: DbOrTx, userId: string, reason: string) => Promise<void>;
/** Told after a commit that changed who a user is or may be: sessions checked before it are read again. */
export type AccessChanged = (userId: string | null) => void;

import { normalizeEmail, roleNames, rolesOf, specialityOf, toStaff } from './staff.mappers.ts';

export { normalizeEmail, toSessionUser, toStaff } from './staff.mappers.ts';

const isActiveAdmin = (row: { isActive: boolean; roles: string[] }) =>
  row.isActive && row.roles.includes('clinicAdmin');

/** The clinic's own roles, as the staff service uses them (the roles module owns them). */
type CustomRoleAccess = Pick<RolesService, 'assignIn' | 'rolesOf'>;

export function createStaffService(deps: {
  db: Db;
  audit?: AuditService;
  endSessions?: EndSessions;
  accessChanged?: AccessChanged;
  customRoles?: CustomRoleAccess;
}) {
  const { db } = deps;
  const customRolesOf = async (conn: DbOrTx, id: string) =>
    (await deps.customRoles?.rolesOf(conn, [id]))?.get(id) ?? [];
  const assignCustomRoles = async (tx: DbOrTx, id: string, roleIds: string[]) => {
    if (!deps.customRoles) {
      if (roleIds.length > 0) throw new Error('staff service built without custom roles');
      return [];
    }
    return deps.customRoles.assignIn(tx, id, roleIds);
  };
  const audit = () => {
    if (!deps.audit) throw new Error('staff service built without audit');
    return deps.audit;
  };

  async function mustExist(tx: DbOrTx, id: string, lock = false): Promise<UserRow> {
    const row = await staffRepository.findById(tx, id, lock);
    if (!row) throw notFound('Staff member not found');
    return row;
  }

  return {
    findByEmail: (email: string) => staffRepository.findByEmail(db, normalizeEmail(email)),
    findById: (id: string) => staffRepository.findById(db, id),
    count: () => staffRepository.count(db),
    /** Active clinic administrators: someone must be able to sign in and manage the rest. */
    activeAdminCount: async () => (await staffRepository.lockActiveAdmins(db)).length,

    /**
     * Disables an account for the system (not a person): its sessions end and the audit trail
     * says why. Unlike `update`, it may leave no active administrator; the caller decides.
     */
    async disableForSecurity(id: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await staffRepository.update(tx, id, { isActive: false });
        await deps.endSessions?.(tx, id, 'deactivated');
        await audit().record(
          tx,
          { userId: null, name: 'System', role: null, ip: null },
          { action: 'deactivate', entityType: 'staff', entityId: id, summary: `Deactivated ${row.name}: ${reason}` },
        );
      });
      deps.accessChanged?.(id);
    },

    /** An account with a known password and no audit entry: demo seed, first admin, tests. */
    async createAccount(input: {
      name: string;
      email: string;
      password: string;
      roles: Role[];
      speciality?: string | null;
      qualification?: string | null;
      registrationNumber?: string | null;
      consultationFeePaise?: number | null;
      followUpRule?: FollowUpRule | null;
      mustChangePassword?: boolean;
    }): Promise<StaffAccount> {
      return staffRepository.insert(db, {
        name: input.name.trim(),
        email: normalizeEmail(input.email),
        roles: input.roles,
        speciality: input.speciality ?? null,
        qualification: input.qualification ?? null,
        registrationNumber: input.registrationNumber ?? null,
        consultationFeePaise: input.consultationFeePaise ?? null,
        followUpRule: input.followUpRule ?? null,
        passwordHash: await hashPassword(input.password),
        mustChangePassword: input.mustChangePassword ?? false,
      });
    },

    async list(query: StaffListQuery): Promise<Paged<Staff>> {
      const { rows, total } = await staffRepository.list(db, query);
      const custom = await deps.customRoles?.rolesOf(
        db,
        rows.map((r) => r.id),
      );
      const data = rows.map((r) => toStaff(r, custom?.get(r.id)));
      return { data, total, page: query.page, pageSize: query.pageSize };
    },

    get: async (id: string) => toStaff(await mustExist(db, id), await customRolesOf(db, id)),

    /** Active doctors, optionally of one speciality, for booking. */
    async listDoctors(speciality?: string) {
      const page = await staffRepository.list(db, { role: 'doctor', status: 'active', page: 1, pageSize: 100 });
      return page.rows
        .filter((r) => !speciality || r.speciality === speciality)
        .map((r) => ({ _id: r.id, name: r.name, speciality: specialityOf(r) }));
    },

    /** Adds a staff member with a temporary password that must be changed at first sign-in. */
    async create(input: CreateStaffInput, actor: Actor): Promise<{ staff: Staff; temporaryPassword: string }> {
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      const email = normalizeEmail(input.email);
      const [row, custom] = await db.transaction(async (tx) => {
        if (await staffRepository.emailTaken(tx, email)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
        const created = await staffRepository.insert(tx, {
          name: input.name,
          email,
          phone: input.phone || null,
          roles: input.roles,
          speciality: input.roles.includes('doctor') ? (input.speciality ?? null) : null,
          qualification: input.qualification || null,
          registrationNumber: input.registrationNumber || null,
          consultationFeePaise: input.consultationFeePaise ?? null,
          followUpRule: input.roles.includes('doctor') ? (input.followUp ?? null) : null,
          isActive: input.isActive ?? true,
          passwordHash,
          mustChangePassword: true,
        });
        const assigned = await assignCustomRoles(tx, created.id, input.customRoleIds ?? []);
        await audit().record(tx, actor, {
          action: 'create',
          entityType: 'staff',
          entityId: created.id,
          summary: `Added ${created.name} as ${roleNames(input.roles, assigned)}`,
        });
        return [created, assigned] as const;
      });
      return { staff: toStaff(row, custom), temporaryPassword: password };
    },

    /**
     * Changes a staff member. Deactivation ends their sessions at once; the last active
     * clinicAdmin can neither be deactivated nor lose the role (409).
     */
    async update(id: string, input: UpdateStaffInput, actor: Actor): Promise<Staff> {
      const updated = await db.transaction(async (tx) => {
        const before = await mustExist(tx, id, true);
        const customBefore = await customRolesOf(tx, id);
        const next = {
          name: input.name ?? before.name,
          email: input.email !== undefined ? normalizeEmail(input.email) : before.email,
          phone: input.phone !== undefined ? input.phone || null : before.phone,
          roles: input.roles ?? before.roles,
          speciality: input.speciality !== undefined ? input.speciality : before.speciality,
          qualification: input.qualification !== undefined ? input.qualification || null : before.qualification,
          registrationNumber:
            input.registrationNumber !== undefined ? input.registrationNumber || null : before.registrationNumber,
          consultationFeePaise:
            input.consultationFeePaise !== undefined ? input.consultationFeePaise : before.consultationFeePaise,
          followUpRule: input.followUp !== undefined ? input.followUp : before.followUpRule,
          isActive: input.isActive ?? before.isActive,
        };
        const custom = input.customRoleIds ? await assignCustomRoles(tx, id, input.customRoleIds) : customBefore;
        if (next.roles.length + custom.length === 0) throw badRequest(CHOOSE_ROLE, { roles: CHOOSE_ROLE });
        if (!next.roles.includes('doctor')) {
          next.speciality = null;
          next.followUpRule = null;
        } else if (!next.speciality) throw badRequest(SPECIALITY_REQUIRED, { speciality: SPECIALITY_REQUIRED });
        if (next.email !== before.email && (await staffRepository.emailTaken(tx, next.email, id))) {
          throw conflict(DUPLICATE_EMAIL_MESSAGE);
        }
        if (isActiveAdmin(before) && !isActiveAdmin(next)) {
          const admins = await staffRepository.lockActiveAdmins(tx);
          if (admins.filter((adminId) => adminId !== id).length === 0) throw conflict(LAST_ADMIN_MESSAGE);
        }
        const after = await staffRepository.update(tx, id, next);
        const changed = changedFields(before, next).filter((field) => field !== 'isActive');
        const customChanged = custom.map((r) => r._id).join() !== customBefore.map((r) => r._id).join();
        if (customChanged && !changed.includes('roles')) changed.push('roles');
        if (before.isActive && !after.isActive) {
          await deps.endSessions?.(tx, id, 'deactivated');
          await audit().record(tx, actor, {
            action: 'deactivate',
            entityType: 'staff',
            entityId: id,
            summary: `Deactivated ${after.name}`,
          });
        }
        if (!before.isActive && after.isActive) {
          await audit().record(tx, actor, {
            action: 'reactivate',
            entityType: 'staff',
            entityId: id,
            summary: `Reactivated ${after.name}`,
          });
        }
        if (changed.length > 0) {
          const roles = changed.includes('roles') ? ` (roles now ${roleNames(rolesOf(after), custom)})` : '';
          await audit().record(tx, actor, {
            action: 'update',
            entityType: 'staff',
            entityId: id,
            summary: `Changed ${changed.join(', ')}${roles}`,
          });
        }
        return toStaff(after, custom);
      });
      deps.accessChanged?.(id);
      return updated;
    },

    /** Gives a new temporary password; the user must change it at next sign-in. Ends their sessions. */
    async resetPassword(id: string, actor: Actor): Promise<string> {
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const row = await mustExist(tx, id, true);
        await staffRepository.update(tx, id, { passwordHash, mustChangePassword: true });
        await deps.endSessions?.(tx, id, 'password reset');
        await audit().record(tx, actor, {
          action: 'password_reset',
          entityType: 'staff',
          entityId: id,
          summary: `Reset the password of ${row.name}`,
        });
      });
      deps.accessChanged?.(id);
      return password;
    },

    /** Stores a new password hash chosen by the user, clearing the must-change flag. */
    async setOwnPassword(tx: DbOrTx, id: string, passwordHash: string): Promise<void> {
      await staffRepository.update(tx, id, { passwordHash, mustChangePassword: false });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
