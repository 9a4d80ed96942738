// The client's address, as every limit, abuse score and blacklist sees it. It comes from the
// socket unless TRUST_PROXY names the proxies in front of the server (app.ts passes it to
// Fastify's `trustProxy`), so a forged X-Forwarded-For cannot dodge a limit or a blacklist.
import type { FastifyRequest } from 'fastify';
import { canonicalIp } from '@store/contract/monitoring';

/** The canonical form of an address ('::ffff:10.0.0.1' → '10.0.0.1'); unparsable text stays as is. */
export function normalizeIp(raw: string): string {
  return canonicalIp(raw) ?? raw.trim().toLowerCase();
}

export function clientIp(request: FastifyRequest): string {
  return normalizeIp(request.ip ?? '');
}

/**
 * Loopback clients are the operator's own machine, or every client at once when a local reverse
 * proxy is not declared in TRUST_PROXY: never blacklisted automatically (limits still apply).
 */
export function isLoopback(ip: string): boolean {
  return ip.startsWith('127.') || ip === '::1';
}
