import { describe, expect, it } from 'vitest';
import { httpProvider, SendError } from './provider.ts';

const message = {
  id: 'm-1',
  channel: 'sms' as const,
  to: '9811100001',
  body: 'Dear Ramesh, ...',
  template: 'appointment-booked',
  language: 'en' as const,
};

function gateway(status: number, answer: object) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return {
    calls,
    provider: httpProvider({ url: 'https://sms.example.in/v1/send', token: 'k-1', senderId: 'CLINIC', fetch }),
  };
}

describe('the HTTP message provider', () => {
  it('posts the message with +91, the bearer token and the DLT sender, and answers the gateway’s id', async () => {
    const { calls, provider } = gateway(200, { id: 'gw-77' });
    expect(provider.name).toBe('sms.example.in');
    expect(await provider.send(message)).toEqual({ ref: 'gw-77' });
    const init = calls[0]?.init;
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer k-1');
    expect(JSON.parse(init?.body as string)).toMatchObject({ to: '+919811100001', sender: 'CLINIC', reference: 'm-1' });
  });

  it('asks to try again on 429 and 5xx, and gives up on other refusals, keeping only the code', async () => {
    for (const [status, permanent] of [
      [503, false],
      [429, false],
      [400, true],
      [401, true],
    ] as const) {
      const { provider } = gateway(status, { code: 'DND_BLOCKED', echo: message.body });
      const error = await provider.send(message).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SendError);
      expect((error as SendError).permanent).toBe(permanent);
      expect((error as SendError).message).toBe(`Provider answered ${status} (DND_BLOCKED)`);
    }
  });

  it('tries again later when the gateway cannot be reached', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const provider = httpProvider({ url: 'https://sms.example.in/v1/send', token: 'k', senderId: 'CLINIC', fetch });
    const error = await provider.send(message).catch((e: unknown) => e);
    expect(error).toMatchObject({ permanent: false, message: 'Provider not reached: TypeError' });
  });
});
