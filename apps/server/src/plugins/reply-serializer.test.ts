import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { replySerializerCompiler } from './reply-serializer.ts';

const account = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  note: z.string().nullish(),
  roles: z.array(z.enum(['doctor', 'nurse'])),
  visits: z.array(z.object({ at: z.string(), feePaise: z.number().int() })),
  clinic: z.object({ name: z.string() }).nullable(),
});

async function appAnswering(data: unknown, check: boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler({ check }));
  app.get('/account', { schema: { response: { 200: account } } }, async () => data);
  // No JSON Schema has a Date: this one keeps zod's writer.
  app.get('/dated', { schema: { response: { 200: z.object({ at: z.date() }) } } }, async () => ({
    at: new Date('2026-11-28T10:00:00Z'),
  }));
  await app.ready();
  return app;
}

const stored = {
  name: 'Asha Verma',
  phone: null,
  roles: ['nurse'],
  visits: [{ at: '2026-11-28T10:00:00.000Z', feePaise: 50_000, internalNote: 'x' }],
  clinic: { name: 'Demo Clinic', gstin: '27AAAAA0000A1Z5' },
  passwordHash: '$argon2id$v=19$secret',
};

describe('replies written from their schema', () => {
  it('carry the declared properties only, nulls and absent optionals as zod writes them', async () => {
    const app = await appAnswering(stored, false);
    const reply = await app.inject({ method: 'GET', url: '/account' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).not.toContain('argon2');
    expect(reply.body).not.toContain('internalNote');
    expect(reply.body).not.toContain('gstin');
    expect(reply.json()).toEqual({
      name: 'Asha Verma',
      phone: null,
      roles: ['nurse'],
      visits: [{ at: '2026-11-28T10:00:00.000Z', feePaise: 50_000 }],
      clinic: { name: 'Demo Clinic' },
    });
    await app.close();
  });

  it('fail as zod’s did when checked and the reply breaks its schema; one JSON Schema cannot write keeps zod’s', async () => {
    const app = await appAnswering({ ...stored, roles: ['porter'] }, true);
    expect((await app.inject({ method: 'GET', url: '/account' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/dated' })).json()).toEqual({ at: '2026-11-28T10:00:00.000Z' });
    await app.close();
  });
});
