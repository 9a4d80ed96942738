// Structured JSON logs with secrets kept out: credentials in headers are redacted, and
// secret-bearing URL parts (onboarding and password reset tokens, key-like query parameters) are
// masked.
import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY = /([?&](?:token|api_?key|key|secret|password|refresh_token)=)[^&]*/gi;
/** Paths whose last segment is a link's secret: onboarding, and password reset (decision 0024). */
const TOKEN_PATH = /(\/onboarding\/|\/password\/reset\/)[^/?]+/;

export function maskUrl(url: string): string {
  return url.replace(TOKEN_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-api-key"]',
        'req.headers["stripe-signature"]',
        'req.headers["x-cc-webhook-signature"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { id: string; method: string; url: string; ip?: string }) => ({
        id: req.id,
        method: req.method,
        url: maskUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
