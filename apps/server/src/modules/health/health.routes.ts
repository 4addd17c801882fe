import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { publicRoute } from '../../plugins/authorization.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unavailable']) });

/** Liveness with a real round trip to the database; 503 when it does not answer within 2 s. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    { onRequest: publicRoute, schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await Promise.race([
          database.db.execute(sql`select 1`),
          new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), 2000).unref()),
        ]);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'health check failed');
        return reply.status(503).send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  );
};
