import type { ApiErrorBody } from '@clinic/shared/http';
import type { z } from 'zod';

/** The spec's client timeout (000 §9). */
export const REQUEST_TIMEOUT_MS = 10_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The server's allergy or duplicate-therapy warnings (422 SAFETY_WARNING), each on the field where
 * its reason is typed; null for any other error.
 */
export function safetyWarnings(error: unknown): Record<string, string> | null {
  return error instanceof ApiError && error.code === 'SAFETY_WARNING' ? error.fields : null;
}

let onUnauthorized: () => void = () => undefined;

/** Called after any 401 from a signed-in call: the app clears its state and the guard goes to /login. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

let onForbidden: () => void = () => undefined;

/**
 * Called after a plain 403 (a permission the user does not hold): a clinic administrator may just
 * have taken it from one of their roles, so the app reads the user's permissions again and the
 * menus and screen guards follow at once.
 */
export function setForbiddenHandler(handler: () => void): void {
  onForbidden = handler;
}

type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** A 401 here is an answer, not a lost session (the sign-in call itself). */
  expectUnauthorized?: boolean;
  /** A file upload, sent as multipart/form-data instead of JSON. */
  form?: FormData;
  timeoutMs?: number;
  /** Sent as `Idempotency-Key`: a retry with the same key gets the first reply, never a second record. */
  idempotencyKey?: string;
};

/**
 * The shared error body (`apiErrorBodySchema`), checked by hand: this module is on the sign-in
 * page, which loads before zod (issue 34).
 */
function isErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as { error?: unknown } | null)?.error as Record<string, unknown> | undefined;
  if (typeof error !== 'object' || error === null) return false;
  if (typeof error.code !== 'string' || typeof error.message !== 'string') return false;
  const fields = error.fields;
  if (fields === undefined) return true;
  return (
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields as Record<string, unknown>).every((v) => typeof v === 'string')
  );
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (isErrorBody(body)) {
    const { code, message, fields } = body.error;
    return new ApiError(response.status, code, message, fields);
  }
  return new ApiError(response.status, 'HTTP_ERROR', `Request failed (${response.status})`);
}

/**
 * The one way the web app calls the API: JSON both ways, the session cookie (never a token in
 * storage), a 10 s timeout, typed errors, and replies checked against the shared schema.
 */
export async function api<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const signals = [
    AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    ...(options.signal ? [options.signal] : []),
  ];
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      },
      body: options.form ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      signal: AbortSignal.any(signals),
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'TimeoutError') {
      throw new ApiError(0, 'TIMEOUT', 'The server took too long to answer. Please try again.');
    }
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', 'Network error. Please check your connection.');
  }
  if (!response.ok) {
    if (response.status === 401 && !options.expectUnauthorized) onUnauthorized();
    const error = await errorFrom(response);
    if (error.status === 403 && error.code === 'FORBIDDEN') onForbidden();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json();
  return options.schema ? options.schema.parse(data) : (data as T);
}
