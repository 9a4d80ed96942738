// Where a webhook may go (decision 0062): a public address. An endpoint whose host resolves to a
// loopback, private, link-local or otherwise non-public address is refused when it is added, and
// each delivery checks again the very address it connects to (a host may resolve elsewhere since:
// DNS rebinding), unless WEBHOOKS_ALLOW_PRIVATE=true (development and tests).
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_TEXTS } from '@store/contract/webhooks';
import { invalid } from '../../platform/errors.ts';

/** Whether an address is on the public internet: ipaddr.js's `unicast` range, IPv4-mapped IPv6 unwrapped. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

const invalidUrl = (message: string) => invalid('url', message);

/** Host names as URL writes them: `[::1]` → `::1`. */
export function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * Checks an endpoint's URL as it is added or changed: no credentials in it, https (http too with
 * the setting), and a host that resolves, to public addresses only (unless the setting allows).
 */
export async function checkEndpointUrl(raw: string, allowPrivate: boolean): Promise<void> {
  const url = new URL(raw);
  if (url.username || url.password) throw invalidUrl(WEBHOOK_TEXTS.urlCredentials);
  if (url.protocol !== 'https:' && !allowPrivate) throw invalidUrl(WEBHOOK_TEXTS.urlHttps);
  if (allowPrivate) return;
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw invalidUrl(WEBHOOK_TEXTS.urlUnresolved);
  }
  if (addresses.length === 0) throw invalidUrl(WEBHOOK_TEXTS.urlUnresolved);
  if (!addresses.every(isPublicAddress)) throw invalidUrl(WEBHOOK_TEXTS.urlPrivate);
}

/** The error a delivery records when its host resolved to an address it may not call. */
export class PrivateAddressError extends Error {
  override readonly name = 'PrivateAddressError';
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for `http.request` that refuses non-public addresses: the connection is made to the
 * address checked here, so what was checked is what is called.
 */
export function publicOnlyLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true } as LookupAllOptions, (err, addresses) => {
      if (err) return callback(err, []);
      const allowed = allowPrivate ? addresses : addresses.filter((a) => isPublicAddress(a.address));
      if (allowed.length === 0) {
        return callback(new PrivateAddressError(`${hostname} resolves to no public address`), []);
      }
      if (options.all) return callback(null, allowed);
      return callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

/**
 * An endpoint's URL as logs, job errors, mails and the audit log name it: its scheme and host
 * only. Many receivers put their secret in the path (a chat's incoming-webhook URL), so the full
 * URL is shown to the Owners on the endpoint itself and nowhere else.
 */
export function shownUrl(raw: string): string {
  try {
    const url = new URL(raw);
    return `${url.protocol}//${url.host}${url.pathname.length > 1 || url.search ? '/…' : ''}`;
  } catch {
    return '(an unreadable URL)';
  }
}
