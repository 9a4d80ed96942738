// Errors are typed here and turned into HTTP in one place (the handler below).
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@store/contract/errors';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  IP_BLOCKED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STALE: 412,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** More of the answer's body, beside the standard keys (a 412's current record). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

export function errorBody(
  code: ErrorCode,
  message: string,
  extra: Partial<ErrorBody> & Record<string, unknown> = {},
): ErrorBody {
  return { message, error: message, code, ...extra };
}

const GENERIC_500 = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

/** Socket errors of a connection to the database that is gone or cannot be made. */
const UNREACHABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN', 'EHOSTUNREACH']);
/**
 * SQLSTATEs of a database that is away for now: class 08 (connection exceptions) and these. A
 * server stopped at once answers 57P01/57P02 on its open connections and 57P03 ("starting up",
 * "shutting down") to new ones while it recovers.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57014', // query_canceled (statement timeout)
  '53300', // too_many_connections
]);

/** drizzle wraps driver errors: the error itself, then its causes. */
function* causeChain(err: unknown): Generator<object> {
  for (let e: unknown = err, depth = 0; typeof e === 'object' && e !== null && depth < 3; depth++) {
    yield e;
    e = (e as { cause?: unknown }).cause;
  }
}

/** PostgreSQL and pool failures that mean "the database is not reachable right now". */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causeChain(err)) {
    const code = String((e as { code?: unknown }).code ?? '');
    const message = String((e as { message?: unknown }).message ?? '');
    if (
      UNREACHABLE_ERRNOS.has(code) ||
      UNAVAILABLE_SQLSTATES.has(code) ||
      /^08[0-9A-Z]{3}$/.test(code) ||
      /timeout exceeded when trying to connect|Connection terminated|not queryable/i.test(message)
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Constraint violations the services did not catch first: still the client's doing, so 4xx.
 * Services check what they can and say it better; this is the net under them.
 */
const CONSTRAINT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  '23505': { code: 'CONFLICT', message: 'A record with these details already exists' },
  '23503': { code: 'CONFLICT', message: 'This record is linked to other records' },
  '23514': { code: 'VALIDATION_FAILED', message: 'A value is out of its allowed range' },
  '23502': { code: 'VALIDATION_FAILED', message: 'A required value is missing' },
  '22001': { code: 'VALIDATION_FAILED', message: 'A value is too long' },
  '22003': { code: 'VALIDATION_FAILED', message: 'A number is out of range' },
  '22P02': { code: 'VALIDATION_FAILED', message: 'A value has the wrong format' },
  '22007': { code: 'VALIDATION_FAILED', message: 'A date has the wrong format' },
  '22008': { code: 'VALIDATION_FAILED', message: 'A date is out of range' },
};

/** The PostgreSQL SQLSTATE, on the error or one of its causes. */
function sqlState(err: unknown): string | undefined {
  for (const e of causeChain(err)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * The 4xx a constraint violation stands for (the net under the services' own checks), or
 * undefined when `err` is not one. A bulk action reports it as that record's failure.
 */
export function constraintError(err: unknown): AppError | undefined {
  const constraint = CONSTRAINT_ERRORS[sqlState(err) ?? ''];
  return constraint ? new AppError(constraint.code, constraint.message) : undefined;
}

/** Map of fastify's own client errors (bad JSON, wrong media type, too large) to our codes. */
function clientErrorCode(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  return 'VALIDATION_FAILED';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const requestId = request.id;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= v.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.status(400).send(errorBody('VALIDATION_FAILED', first, { fields }));
    }
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .send(errorBody(err.code, err.message, { ...err.details, ...(err.fields ? { fields: err.fields } : {}) }));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, requestId }, 'response did not match its schema');
      return reply.status(500).send(errorBody('INTERNAL', GENERIC_500, { request_id: requestId }));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, unsupported media type, body too large).
      const message = status === 413 ? 'Request body is too large' : err.message;
      return reply.status(status).send(errorBody(clientErrorCode(status), message));
    }
    const constraint = constraintError(err);
    if (constraint) {
      request.log.warn({ err, requestId }, 'constraint violation reached the error handler');
      return reply.status(constraint.statusCode).send(errorBody(constraint.code, constraint.message));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err, requestId }, 'database unavailable');
      return reply.status(503).send(errorBody('UNAVAILABLE', UNAVAILABLE, { request_id: requestId }));
    }
    request.log.error({ err, requestId }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', GENERIC_500, { request_id: requestId }));
  });
}
