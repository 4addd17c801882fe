import type { Group, GroupInput, Parameter, ParameterInput } from '@clinic/shared/lab';
import { groupInputSchema, parameterInputSchema } from '@clinic/shared/lab';
import type { Paged } from '@clinic/shared/http';
import type { Db } from '../../db/client.ts';
import type { PageQuery } from '../../db/list.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { ServicesService } from '../services/services.service.ts';
import { labMasterRepository as repo } from './lab-master.repository.ts';

/** The lab's test master: parameters with normal and critical ranges, and the groups services order. */
export function createLabMasterService(deps: { db: Db; audit: AuditService; services: ServicesService }) {
  const { db, audit } = deps;

  async function saveParameter(id: string | null, input: ParameterInput, actor: Actor): Promise<Parameter> {
    const v = parameterInputSchema.parse(input);
    const values = {
      name: v.name,
      category: v.category,
      unit: v.unit,
      method: v.method,
      resultType: v.resultType,
      decimalPlaces: v.decimalPlaces,
      criticalLow: v.criticalLow,
      criticalHigh: v.criticalHigh,
    };
    try {
      const saved = await db.transaction(async (tx) => {
        const target = id ?? (await repo.insertParameter(tx, values));
        if (id && !(await repo.updateParameter(tx, id, values))) throw notFound(`Parameter with ID ${id} not found`);
        await repo.replaceRanges(tx, target, v.ranges);
        await audit.record(tx, actor, {
          action: id ? 'update' : 'create',
          entityType: 'lab_parameter',
          entityId: target,
          summary: `${v.name}: ${v.ranges.length} range rows`,
        });
        return target;
      });
      return getParameter(saved);
    } catch (error) {
      if (isUniqueViolation(error, 'lab_parameters_name_key'))
        throw new AppError(409, 'CONFLICT', `A parameter named ${v.name} already exists`, {
          name: 'A parameter with this name already exists',
        });
      throw error;
    }
  }

  async function getParameter(id: string): Promise<Parameter> {
    const [found] = await repo.parameters(db, [id]);
    if (!found) throw notFound(`Parameter with ID ${id} not found`);
    return found;
  }

  async function laboratoryService(serviceId: string) {
    const refuse = () =>
      badRequest('Validation failed', { serviceId: 'Choose the Laboratory service that orders this group' });
    try {
      const service = await deps.services.get(serviceId);
      if (service.category !== 'Laboratory') throw refuse();
      return service;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw refuse();
      throw error;
    }
  }

  async function saveGroup(id: string | null, input: GroupInput, actor: Actor): Promise<Group> {
    const v = groupInputSchema.parse(input);
    const service = await laboratoryService(v.serviceId);
    const known = await repo.existingParameterIds(db, v.parameterIds);
    if (known.size !== v.parameterIds.length)
      throw badRequest('Validation failed', { parameterIds: 'A chosen parameter no longer exists' });
    try {
      const saved = await db.transaction(async (tx) => {
        const values = { name: v.name, serviceId: v.serviceId, sampleType: v.sampleType, isActive: v.isActive };
        const target = id ?? (await repo.insertGroup(tx, values));
        if (id && !(await repo.updateGroup(tx, id, values))) throw notFound(`Group with ID ${id} not found`);
        await repo.replaceMembers(tx, target, v.parameterIds);
        await audit.record(tx, actor, {
          action: id ? 'update' : 'create',
          entityType: 'lab_group',
          entityId: target,
          summary: `${v.name} for ${service.name}: ${v.parameterIds.length} parameters`,
        });
        return target;
      });
      return getGroup(saved);
    } catch (error) {
      if (isUniqueViolation(error, 'lab_groups_name_key'))
        throw new AppError(409, 'CONFLICT', `A group named ${v.name} already exists`, {
          name: 'A group with this name already exists',
        });
      if (isUniqueViolation(error, 'lab_groups_service_key'))
        throw new AppError(409, 'CONFLICT', `${service.name} already has a group`, {
          serviceId: 'This service already has a group',
        });
      throw error;
    }
  }

  async function getGroup(id: string): Promise<Group> {
    const { data } = await repo.groups(db, { ids: [id], page: 1, pageSize: 1 });
    const [found] = data;
    if (!found) throw notFound(`Group with ID ${id} not found`);
    return found;
  }

  return {
    listParameters: async (query: { search?: string; category?: string } & PageQuery): Promise<Paged<Parameter>> => ({
      ...(await repo.page(db, query)),
      page: query.page,
      pageSize: query.pageSize,
    }),
    categories: () => repo.categories(db),
    getParameter,
    createParameter: (input: ParameterInput, actor: Actor) => saveParameter(null, input, actor),
    updateParameter: (id: string, input: ParameterInput, actor: Actor) => saveParameter(id, input, actor),
    listGroups: async (query: { search?: string } & PageQuery): Promise<Paged<Group>> => ({
      ...(await repo.groups(db, query)),
      page: query.page,
      pageSize: query.pageSize,
    }),
    getGroup,
    createGroup: (input: GroupInput, actor: Actor) => saveGroup(null, input, actor),
    updateGroup: (id: string, input: GroupInput, actor: Actor) => saveGroup(id, input, actor),
  };
}

export type LabMasterService = ReturnType<typeof createLabMasterService>;
