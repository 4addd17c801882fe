import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/render.tsx';
import { api, ApiError, setForbiddenHandler, setUnauthorizedHandler } from './api-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => undefined);
  setForbiddenHandler(() => undefined);
});

describe('api', () => {
  it('sends JSON with the session cookie and no token header', async () => {
    const fetchSpy = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchSpy);
    await api('/things', { method: 'POST', body: { a: 1 } });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/things');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    expect(JSON.stringify(init.headers)).not.toMatch(/authorization/i);
  });

  it('turns the error shape into an ApiError and reports a lost session', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'Please sign in' } })),
    );
    await expect(api('/things')).rejects.toMatchObject({ status: 401, message: 'Please sign in' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports a permission refused (so the menus re-read it), but not a rule that needs someone else', async () => {
    const onForbidden = vi.fn();
    setForbiddenHandler(onForbidden);
    const reply = (code: string) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse(403, { error: { code, message: 'No' } })),
      );
    reply('DISCOUNT_NEEDS_APPROVAL');
    await expect(api('/things')).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).not.toHaveBeenCalled();
    reply('FORBIDDEN');
    await expect(api('/things')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(onForbidden).toHaveBeenCalledOnce();
  });

  it('keeps field messages of a 400', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, { error: { code: 'VALIDATION_FAILED', message: 'Bad', fields: { phone: 'Wrong' } } }),
      ),
    );
    const err = await api('/things').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).fields).toEqual({ phone: 'Wrong' });
  });
});
