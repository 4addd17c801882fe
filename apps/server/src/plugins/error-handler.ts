import type { ApiErrorBody } from '@clinic/shared/http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseError, isDatabaseUnavailable, isDiskFull } from '../lib/db-errors.ts';
import { AppError } from '../lib/errors.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

function body(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Messages for Fastify's own request errors, so no internal wording reaches a client. */
const FASTIFY_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'The request is too large.'],
  FST_REQ_FILE_TOO_LARGE: [
    413,
    'PAYLOAD_TOO_LARGE',
    'The file is larger than 5 MB. Please split it into smaller files.',
  ],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Please upload a CSV or XLSX file'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST', 'Invalid content length.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_REQUEST', 'The request body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'MALFORMED_JSON', 'The request body is not valid JSON.'],
};

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a number out of range, a date out of range,
 * a NUL byte, text too long for a column) mean the request carried a value the database cannot
 * hold: the client's error (400), never a 500.
 */
function isDataException(error: unknown): boolean {
  return /^22[0-9A-Z]{3}$/.test(databaseError(error).code ?? '');
}

const NUL = String.fromCharCode(0);

/** Whether any text in a query string or JSON body holds a NUL character, which no field may. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, v]) => key.includes(NUL) || holdsNul(v, depth + 1));
}

export const STORAGE_FULL = "The server's storage is full: nothing was saved. Tell the administrator.";
export const DATABASE_UNAVAILABLE = 'The database is unavailable. Try again in a moment.';

/**
 * One error shape for every failure; 5xx replies say nothing about the cause beyond what staff
 * can act on (a full disk, a database that is restarting). `storage` names where the database
 * keeps its data, for the log.
 */
export function registerErrorHandler(app: FastifyInstance, options: { storage: string }): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.body) || holdsNul(request.params))
      throw new AppError(400, 'INVALID_TEXT', 'Text must not contain NUL characters.');
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(400).send(body('VALIDATION_FAILED', first, fields));
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send(body(known[1], known[2]));
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return reply.status(400).send(body('MALFORMED_JSON', 'The request body is not valid JSON.'));
    }
    if (isDataException(error)) {
      // Usually bad input, but a server bug can cause one too: keep it visible, without values.
      request.log.warn({ err: error }, 'the database refused a value');
      return reply.status(400).send(body('INVALID_VALUE', 'A value in the request is out of range or not valid.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body('BAD_REQUEST', 'The request could not be processed.'));
    }
    if (isDiskFull(error)) {
      request.log.error(
        { err: error, storage: options.storage },
        `disk full: the database cannot write to ${options.storage}`,
      );
      return reply.status(507).send(body('STORAGE_FULL', STORAGE_FULL));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.header('retry-after', '5').status(503).send(body('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong. Please try again.'));
  });
}

/** What the router answers itself: a malformed address (bad percent-encoding) or an over-long one. */
const ROUTER_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_BAD_URL: [400, 'BAD_URL', 'The address of the request is not valid.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URI_TOO_LONG', 'The address of the request is too long.'],
};

/**
 * Fastify's `frameworkErrors`: router failures get the error shape and the security headers
 * like any other reply, and never echo the address back.
 */
export function replyToRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, code, message] = ROUTER_ERRORS[error.code] ?? [
    400,
    'BAD_REQUEST',
    'The request could not be processed.',
  ];
  void reply.headers(SECURITY_HEADERS).header('cache-control', 'no-store').status(status).send(body(code, message));
}
