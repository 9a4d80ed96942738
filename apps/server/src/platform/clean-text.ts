// Clean text everywhere (packages/contract/src/validation.ts `uncleanTextPath`): before any route
// validates or reads a request, its path parameters, query and body are walked once, and a NUL or
// an unpaired surrogate anywhere answers 400 naming the field. One hook on the root, so every
// route — the admin API, the storefront, webhooks, onboarding, the panel's own fallback — has it,
// and a new route cannot miss it.
//
// In a URL an unpaired surrogate can only come as percent-encoded bytes that are not UTF-8
// (`%ED%A0%80`, how WTF-8 writes U+D800). Fastify refuses them in the path itself
// (FST_ERR_BAD_URL, answered here in the standard body); the query parser keeps them as literal
// text, so the hook refuses them there too, rather than store or search for `%ED%A0%80`.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UNCLEAN_TEXT_MESSAGE, uncleanTextPath } from '@store/contract/validation';
import { errorBody, invalid } from './errors.ts';

/** The first query parameter whose name or value is not percent-encoded UTF-8, or null. */
function badlyEncodedQueryParam(url: string): string | null {
  const start = url.indexOf('?');
  if (start < 0) return null;
  for (const pair of url.slice(start + 1).split('&')) {
    const [name = '', value = ''] = pair.split('=', 2);
    const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
    try {
      decode(value);
    } catch {
      try {
        return decode(name);
      } catch {
        return 'query';
      }
    }
    try {
      decode(name);
    } catch {
      return 'query';
    }
  }
  return null;
}

export function registerCleanText(app: FastifyInstance): void {
  // Callback form: a check with nothing to wait for costs no promise (bench P1).
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = uncleanTextPath(value);
      if (path !== null) return done(invalid(path === '' ? part : path, UNCLEAN_TEXT_MESSAGE));
    }
    const param = badlyEncodedQueryParam(request.raw.url ?? '');
    done(param === null ? undefined : invalid(param, UNCLEAN_TEXT_MESSAGE));
  });
}

/**
 * Fastify's own errors before routing (Fastify's `frameworkErrors`): a path whose percent-encoding
 * is not UTF-8 answers 400 in the standard error body, like every other bad input.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    reply
      .status(400)
      .send(errorBody('VALIDATION_FAILED', UNCLEAN_TEXT_MESSAGE, { fields: { path: UNCLEAN_TEXT_MESSAGE } }));
    return;
  }
  reply.status(400).send(errorBody('VALIDATION_FAILED', 'Invalid request'));
}
