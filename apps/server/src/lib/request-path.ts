import type { FastifyRequest } from 'fastify';

/**
 * The request's path as the router read it: percent-decoding undone and the query string
 * dropped, so `/%61pi/auth/login` is `/api/auth/login`. A path that cannot be decoded is kept
 * as it came.
 */
export function normalisedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether a request is for the API: by the route it matched, else by its decoded path. Checked
 * this way (never on the raw URL) an encoded spelling cannot slip past the API's session, origin
 * and cache handling.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  const path = route ?? normalisedPath(request.url);
  return path === '/api' || path.startsWith('/api/');
}
