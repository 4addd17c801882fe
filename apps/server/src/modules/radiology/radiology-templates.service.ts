import {
  TEMPLATE_CONTENT_REQUIRED,
  templateInputSchema,
  type Modality,
  type Template,
  type TemplateInput,
} from '@clinic/shared/radiology';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { sanitizeHtml, textOf } from '../../lib/sanitize-html.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import { radiologyTemplatesRepository as repo, type TemplateRow } from './radiology-templates.repository.ts';

export const TEMPLATE_NAME_TAKEN = 'A template with this name already exists';

const toTemplate = (t: TemplateRow): Template => ({
  _id: t.id,
  name: t.name,
  description: t.description,
  modality: t.modality as Modality,
  content: t.content,
  createdBy: t.createdByName,
  updatedAt: t.updatedAt.toISOString(),
});

/** Report templates per modality; their HTML is sanitised before it is stored. */
export function createRadiologyTemplatesService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  function clean(input: TemplateInput) {
    const v = templateInputSchema.parse(input);
    const content = sanitizeHtml(v.content);
    if (!textOf(content))
      throw new AppError(400, 'VALIDATION_FAILED', TEMPLATE_CONTENT_REQUIRED, { content: TEMPLATE_CONTENT_REQUIRED });
    return { ...v, content };
  }

  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'radiology_templates_name_key'))
        throw new AppError(409, 'CONFLICT', TEMPLATE_NAME_TAKEN, { name: TEMPLATE_NAME_TAKEN });
      throw error;
    }
  }

  return {
    list: async (query: { modality?: Modality; search?: string }) => (await repo.list(db, query)).map(toTemplate),

    async get(id: string): Promise<Template> {
      const row = await repo.one(db, id);
      if (!row) throw notFound(`Template with ID ${id} not found`);
      return toTemplate(row);
    },

    create: (input: TemplateInput, actor: Actor) =>
      saving(() =>
        db.transaction(async (tx) => {
          const row = await repo.insert(tx, {
            ...clean(input),
            createdBy: actor.userId,
            createdByName: actor.name ?? 'Unknown',
          });
          await audit.record(tx, actor, {
            action: 'create',
            entityType: 'radiology template',
            entityId: row.id,
            summary: row.name,
          });
          return toTemplate(row);
        }),
      ),

    update: (id: string, input: TemplateInput, actor: Actor) =>
      saving(() =>
        db.transaction(async (tx) => {
          const row = await repo.update(tx, id, clean(input));
          if (!row) throw notFound(`Template with ID ${id} not found`);
          await audit.record(tx, actor, {
            action: 'update',
            entityType: 'radiology template',
            entityId: id,
            summary: row.name,
          });
          return toTemplate(row);
        }),
      ),

    /** Deletes a template; reports written from it keep their own copy of the text. */
    async remove(id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.remove(tx, id);
        if (!row) throw notFound(`Template with ID ${id} not found`);
        await audit.record(tx, actor, {
          action: 'delete',
          entityType: 'radiology template',
          entityId: id,
          summary: row.name,
        });
      });
    },
  };
}

export type RadiologyTemplatesService = ReturnType<typeof createRadiologyTemplatesService>;
