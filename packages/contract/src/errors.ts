import { z } from 'zod';

/** Stable machine codes carried by every error body (DESIGN §3). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'CONFLICT',
  'STALE',
  'GONE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'IP_BLOCKED',
  'PAYLOAD_TOO_LARGE',
  'UNPROCESSABLE',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Every error response. `message` and `error` hold the same human text because the spec's
 * screens read one or the other; `fields` maps a field name to its validation text.
 */
export const ErrorBodySchema = z.object({
  message: z.string(),
  error: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.record(z.string(), z.string()).optional(),
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
