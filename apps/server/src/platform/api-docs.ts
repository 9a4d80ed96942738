// Who may read the API's documentation (issue 32): an admin whose session stands, unless
// API_DOCS=public. The panel keeps its tokens in local storage, which a browser does not send
// when it opens a page, so "API docs" in the panel's account menu first asks the server
// (AUTH_PATHS.apiDocs) to put the caller's access token in a cookie scoped to API_DOCS_PATH; the
// page and its document then check that token like any admin call: its signature, its session
// (sign-out and revocation close the documentation at once) and its 15 minutes. A script sends
// the bearer header instead. Swagger UI's own script and style files stay public: they are the
// library's, the same for every store.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS, API_DOCS_PATH, AUTH_MESSAGES } from '@store/contract/auth';
import { bearerToken } from './auth.ts';

const COOKIE = 'store_api_docs';

/** The access token of a request to the documentation: the bearer header, else the cookie. */
export function apiDocsToken(request: FastifyRequest): string | null {
  const bearer = bearerToken(request);
  if (bearer) return bearer;
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === COOKIE && value && /^[A-Za-z0-9._-]+$/.test(value)) return value;
  }
  return null;
}

/** Sets the cookie that opens the documentation to this browser for the session of `token`. */
export function setApiDocsCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${COOKIE}=${token}; Path=${API_DOCS_PATH}; Max-Age=${ACCESS_TOKEN_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The page a browser gets at API_DOCS_PATH without a session (401): what to do, and a way to sign in. */
export const API_DOCS_SIGN_IN_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>API documentation</title></head>
<body><h1>API documentation</h1><p>${escapeHtml(AUTH_MESSAGES.apiDocsNeedSession)}.</p>
<p><a href="/login">Sign in to the panel</a></p></body></html>
`;

/**
 * The documentation's hook: `guard` checks the session of `apiDocsToken`; without one, the page
 * answers API_DOCS_SIGN_IN_PAGE and everything else (the document) the guard's 401 or 403.
 */
export function apiDocsGuard(guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>) {
  return async function requireDocsSession(request: FastifyRequest, reply: FastifyReply) {
    try {
      await guard(request, reply);
    } catch (err) {
      const path = request.url.split('?')[0]!.replace(/\/$/, '');
      if (path !== API_DOCS_PATH) throw err;
      return reply.code(401).type('text/html; charset=utf-8').send(API_DOCS_SIGN_IN_PAGE);
    }
  };
}
