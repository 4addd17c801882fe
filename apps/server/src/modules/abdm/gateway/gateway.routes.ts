import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { abdmLinkSchema, abdmLinkStateSchema } from '@clinic/shared/abdm';
import { z } from 'zod';
import { actorOf } from '../../../plugins/actor.ts';
import { publicRoute, requirePermission } from '../../../plugins/authorization.ts';
import type { CareContextLinking } from './care-context-link.service.ts';
import {
  consentNotifyBody,
  healthInformationRequestBody,
  onGenerateTokenBody,
  onLinkCareContextBody,
} from './gateway-callbacks.schemas.ts';
import { gatewayOff, type AbdmGateway } from './gateway-client.ts';
import type { HealthInformationSharing } from './health-information.service.ts';

const patientParams = z.object({ id: z.uuid({ error: 'Invalid patient id' }) });

/**
 * The desk's linking of a patient's records to their ABHA, and the callbacks the ABDM gateway
 * makes to us as a health-information provider. The gateway's bridge URL for this hospital is
 * `https://<host>/api/abdm`; each callback must carry a token the gateway signed, and is answered
 * 202 at once, its work done after the reply (the gateway hears the outcome by its own callback).
 */
export const gatewayRoutes: FastifyPluginAsyncZod<{
  linking: CareContextLinking;
  sharing: HealthInformationSharing;
  gateway: AbdmGateway | null;
}> = async (app, { linking, sharing, gateway }) => {
  app.post(
    '/patients/:id/abdm-link',
    {
      onRequest: requirePermission('records.share'),
      config: { idempotent: true },
      schema: { params: patientParams, response: { 202: abdmLinkSchema } },
    },
    async (request, reply) => reply.status(202).send(await linking.request(request.params.id, actorOf(request))),
  );

  app.get(
    '/patients/:id/abdm-link',
    {
      onRequest: requirePermission('records.share'),
      schema: { params: patientParams, response: { 200: abdmLinkStateSchema } },
    },
    async (request) => ({ enabled: gateway !== null, link: await linking.status(request.params.id) }),
  );

  /** A callback: checked as the gateway's, acknowledged, then worked on after the reply. */
  function callback<B extends z.ZodType>(
    path: string,
    body: B,
    work: (body: z.infer<B>, requestId: string, ip: string | null) => Promise<unknown>,
  ) {
    app.post(path, { onRequest: publicRoute, schema: { body } }, async (request, reply) => {
      if (!gateway) throw gatewayOff();
      await gateway.verifyCallback(request.headers.authorization);
      const requestId = requestIdOf(request);
      run(request.log, path, () => work(request.body as z.infer<B>, requestId, request.ip));
      return reply.status(202).send();
    });
  }

  callback('/abdm/api/v3/hip/token/on-generate-token', onGenerateTokenBody, (b, _r, ip) => linking.onLinkToken(b, ip));
  callback('/abdm/api/v3/link/on_carecontext', onLinkCareContextBody, (b) => linking.onLinked(b));
  callback('/abdm/api/v3/consent/request/hip/notify', consentNotifyBody, (b, r, ip) =>
    sharing.consentNotified(b, r, ip),
  );
  callback('/abdm/api/v3/hip/health-information/request', healthInformationRequestBody, (b, r, ip) =>
    sharing.informationRequested(b, r, ip),
  );
};

const requestIdOf = (request: FastifyRequest) => {
  const id = request.headers['request-id'];
  return typeof id === 'string' ? id : '';
};

/** Work after the reply: its failure is logged by route (never with the body: it names patients). */
function run(log: FastifyBaseLogger, path: string, work: () => Promise<unknown>) {
  work().catch((error: unknown) => log.error({ path, error: (error as Error).message }, 'ABDM callback work failed'));
}
