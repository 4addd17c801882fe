import {
  admissionDetailSchema,
  admissionListQuerySchema,
  admissionSchema,
  admitInputSchema,
  consultantInputSchema,
  transferInputSchema,
  treatingDoctorInputSchema,
} from '@clinic/shared/admissions';
import { pagedSchema, pageQuerySchema } from '@clinic/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { forbidden } from '../../lib/errors.ts';
import { principalOf, requirePermission } from '../../plugins/authorization.ts';
import type { AdmissionsService } from './admissions.service.ts';
import type { CareTeamService } from './care-team.service.ts';

export const COVER_NEEDS_PERMISSION = "Choosing the stay's cover needs the permission to see patients' covers";

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** Admitting, transferring and listing inpatients. */
export const admissionsRoutes: FastifyPluginAsyncZod<{
  admissions: AdmissionsService;
  careTeam: CareTeamService;
}> = async (app, { admissions, careTeam }) => {
  app.post(
    '/admissions',
    {
      onRequest: requirePermission('admissions.admit'),
      config: { idempotent: true },
      schema: { body: admitInputSchema, response: { 201: admissionDetailSchema } },
    },
    async (request, reply) => {
      const permissions = principalOf(request).permissions;
      // Naming a cover reads the patient's covers: a desk that cannot see them cannot choose one.
      if (request.body.coverageId && !permissions.has('coverages.read')) throw forbidden(COVER_NEEDS_PERMISSION);
      return reply
        .status(201)
        .send(await admissions.admit(request.body, actorOf(request), permissions.has('admissions.backdate')));
    },
  );
  app.get(
    '/admissions',
    {
      onRequest: requirePermission('admissions.read'),
      schema: {
        querystring: admissionListQuerySchema.extend(pageQuerySchema.shape),
        response: { 200: pagedSchema(admissionSchema) },
      },
    },
    async (request) => {
      const { page, pageSize, ...query } = request.query;
      return admissions.list(query, { page, pageSize }, actorOf(request));
    },
  );
  app.get(
    '/admissions/:id',
    {
      onRequest: requirePermission('admissions.read'),
      schema: { params: idParams, response: { 200: admissionDetailSchema } },
    },
    async (request) => admissions.view(request.params.id, actorOf(request)),
  );
  app.post(
    '/admissions/:id/transfer',
    {
      onRequest: requirePermission('admissions.transfer'),
      schema: { params: idParams, body: transferInputSchema, response: { 200: admissionDetailSchema } },
    },
    async (request) => admissions.transfer(request.params.id, request.body, actorOf(request)),
  );
  app.put(
    '/admissions/:id/treating-doctor',
    {
      onRequest: requirePermission('admissions.doctors'),
      schema: { params: idParams, body: treatingDoctorInputSchema, response: { 200: admissionDetailSchema } },
    },
    async (request) => careTeam.setTreating(request.params.id, request.body, actorOf(request)),
  );
  app.post(
    '/admissions/:id/consultants',
    {
      onRequest: requirePermission('admissions.doctors'),
      schema: { params: idParams, body: consultantInputSchema, response: { 200: admissionDetailSchema } },
    },
    async (request) => careTeam.addConsultant(request.params.id, request.body, actorOf(request)),
  );
  app.delete(
    '/admissions/:id/consultants/:doctorId',
    {
      onRequest: requirePermission('admissions.doctors'),
      schema: {
        params: idParams.extend({ doctorId: z.uuid({ error: 'Invalid id' }) }),
        response: { 200: admissionDetailSchema },
      },
    },
    async (request) => careTeam.endConsultant(request.params.id, request.params.doctorId, actorOf(request)),
  );
};
