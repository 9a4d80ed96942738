// Each request's id: the logs' `reqId` and the answer's X-Request-Id. The id a trusted proxy sent
// as X-Request-Id is kept, so one request can be followed through the proxy's logs and the
// server's; "trusted" is TRUST_PROXY's rule (client-ip.ts `proxyTrust`): the connection comes from
// an address it names. Anything else gets a new UUID: no header, a header from any other peer, or
// one that is not 1–128 characters of letters, digits and . _ : - (nothing that could break a log
// line or a header).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ProxyTrust } from './client-ip.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
const UPSTREAM_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`, called with the raw request before any hook runs. */
export function requestIds(trust: ProxyTrust): (req: IncomingMessage) => string {
  return (req) => {
    const upstream = req.headers[REQUEST_ID_HEADER];
    if (typeof upstream === 'string' && UPSTREAM_ID.test(upstream) && trust.trusts(req.socket.remoteAddress)) {
      return upstream;
    }
    return randomUUID();
  };
}
