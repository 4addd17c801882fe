import {
  DUPLICATE_PAYER_CODE,
  DUPLICATE_PAYER_NAME,
  payerInputSchema,
  type Payer,
  type PayerInput,
  type PayerKind,
} from '@clinic/shared/insurance';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { insuranceRepository as repo, type PayerRow } from './insurance.repository.ts';

export const payerKindInUse = (kind: string) => `Covers name this payer as a ${kind}: its kind cannot change`;
export const payerNotFound = (id: string) => notFound(`Payer with ID ${id} not found`);

export const toPayer = (r: PayerRow): Payer => ({
  _id: r.id,
  name: r.name,
  kind: r.kind as PayerKind,
  code: r.code,
  participantCode: r.participantCode,
  contactName: r.contactName,
  phone: r.phone,
  email: r.email,
  address: r.address,
  gstin: r.gstin,
  creditDays: r.creditDays,
  contractFrom: r.contractFrom,
  contractTo: r.contractTo,
  requiredDocuments: r.requiredDocuments as Payer['requiredDocuments'],
  isActive: r.isActive,
  updatedAt: r.updatedAt.toISOString(),
});

/** A name or code already taken is a 409 naming which. */
const duplicateOf = (error: unknown) => {
  if (isUniqueViolation(error, 'payers_name_uq')) return conflict(DUPLICATE_PAYER_NAME);
  if (isUniqueViolation(error, 'payers_code_uq')) return conflict(DUPLICATE_PAYER_CODE);
  return error;
};

/**
 * The payer master: insurers, TPAs, government schemes and employers, with their contract's dates,
 * credit days and the claim documents they ask for. Kept by the billing desk; never deleted.
 */
export function createPayersService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  return {
    async list(): Promise<Payer[]> {
      return (await repo.payers(db)).map(toPayer);
    },

    async get(id: string): Promise<Payer> {
      const row = await repo.payer(db, id);
      if (!row) throw payerNotFound(id);
      return toPayer(row);
    },

    async create(input: PayerInput, actor: Actor): Promise<Payer> {
      const v = payerInputSchema.parse(input);
      const row = await db
        .transaction(async (tx) => {
          const created = await repo.insertPayer(tx, v);
          if (!created) throw new Error('payer insert returned nothing');
          await audit.record(tx, actor, {
            action: 'create',
            entityType: 'payer',
            entityId: created.id,
            summary: `Payer ${v.code} (${v.kind})`,
          });
          return created;
        })
        .catch((error: unknown) => {
          throw duplicateOf(error);
        });
      return toPayer(row);
    },

    async update(id: string, input: PayerInput, actor: Actor): Promise<Payer> {
      const v = payerInputSchema.parse(input);
      const row = await db
        .transaction(async (tx) => {
          const before = await repo.payer(tx, id);
          if (!before) throw payerNotFound(id);
          // A TPA handles an insurer's claims; covers name each in its place, so a kind in use stays.
          if (before.kind !== v.kind && (await repo.usedByCovers(tx, id))) throw conflict(payerKindInUse(before.kind));
          const updated = await repo.updatePayer(tx, id, v);
          if (!updated) throw payerNotFound(id);
          await audit.record(tx, actor, {
            action: 'update',
            entityType: 'payer',
            entityId: id,
            summary: `Payer ${v.code} (${v.kind})${v.isActive ? '' : ', retired'}`,
          });
          return updated;
        })
        .catch((error: unknown) => {
          throw duplicateOf(error);
        });
      return toPayer(row);
    },
  };
}

export type PayersService = ReturnType<typeof createPayersService>;
