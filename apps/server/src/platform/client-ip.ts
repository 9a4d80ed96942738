// The client's address, as every limit, abuse score and blacklist sees it. It comes from the
// socket unless TRUST_PROXY names the proxies in front of the server (app.ts passes `proxyTrust`
// to Fastify's `trustProxy`), so a forged X-Forwarded-For cannot dodge a limit or a blacklist.
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { canonicalIp } from '@store/contract/monitoring';

export interface ProxyTrust {
  /** Fastify's `trustProxy`. */
  option: FastifyServerOptions['trustProxy'];
  /** Whether a connection from `address` comes from a proxy TRUST_PROXY names. */
  trusts(address: string | undefined): boolean;
}

/**
 * TRUST_PROXY, read once. Addresses or CIDR ranges (comma-separated) are compiled as Fastify
 * compiles them, and Fastify is given the compiled test, so the server believes a header from a
 * proxy (X-Forwarded-*, X-Request-Id) by one rule. A hop count names no proxy: it is passed to
 * Fastify as it is, and no connection's peer is trusted with it.
 */
export function proxyTrust(value: string | undefined): ProxyTrust {
  if (!value) return { option: false, trusts: () => false };
  if (/^\d+$/.test(value)) {
    return { option: Number(value) as unknown as FastifyServerOptions['trustProxy'], trusts: () => false };
  }
  const trusted = proxyAddr.compile(value.split(',').map((address) => address.trim()));
  return { option: trusted, trusts: (address) => address !== undefined && trusted(address, 0) };
}

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
