// P11: a CSV export of every order, against PostgreSQL's own COPY of the same rows, and the
// server's resident memory while it streams (decision 0017).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { http } from './server.ts';

export interface Streamed {
  /** CSV records, the header line aside. */
  rows: number;
  bytes: number;
  ms: number;
}

/** Counts the lines of a CSV stream as it passes (the bench's data has no quoted line breaks). */
function counter() {
  let lines = 0;
  let bytes = 0;
  return {
    add(chunk: Buffer) {
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    },
    result: (ms: number): Streamed => ({ rows: Math.max(0, lines - 1), bytes, ms }),
  };
}

/**
 * The panel's two steps: `POST /exports` with the admin token, then the browser's form post of
 * the download token. The file is read as it arrives, uncompressed like COPY's output, and
 * thrown away; timed from the first call to the last byte.
 */
export async function exportOrders(baseUrl: string, auth: Record<string, string>): Promise<Streamed> {
  const started = performance.now();
  const ticket = await http('POST', `${baseUrl}/api/admin/exports`, {
    headers: auth,
    body: { resource: 'orders', query: {} },
  });
  if (ticket.status !== 201) throw new Error(`POST /exports answered ${ticket.status}: ${ticket.body}`);
  const { token } = JSON.parse(ticket.body) as { token: string };
  const form = new URLSearchParams({ token }).toString();
  const count = counter();
  await new Promise<void>((resolve, reject) => {
    const req = request(`${baseUrl}/api/admin/exports/download`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(form),
        'accept-encoding': 'identity',
      },
    });
    req.on('response', (res: IncomingMessage) => {
      if (res.statusCode !== 200) {
        reject(new Error(`the download answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.on('data', (chunk: Buffer) => count.add(chunk));
      res.on('end', resolve);
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(600_000, () => req.destroy(new Error('the export timed out')));
    req.end(form);
  });
  return count.result(performance.now() - started);
}

/**
 * The same rows and fields through PostgreSQL's COPY … TO STDOUT (psql as the client): the
 * orders in the list's order, money as decimals, each order's items summarised.
 */
export async function copyOrders(databaseUrl: string): Promise<Streamed> {
  const select = `
    select o.id, o.order_number, o.created_at, o.status, o.currency,
           o.subtotal / 100.0, o.amount_discount / 100.0, o.tax / 100.0, o.shipping / 100.0, o.total / 100.0,
           o.payment_provider, o.user_id, o.customer_email, o.promo_code, o.promo_discount_type,
           case when o.promo_discount_type = 'percentage' then o.promo_discount_value end,
           case when o.promo_discount_type = 'fixed' then o.promo_discount_value / 100.0 end,
           o.shipping_country_code, i.n, i.summary, o.updated_at
    from orders o
    left join lateral (
      select sum(quantity) as n, string_agg(quantity || '× ' || product_name, '; ' order by id) as summary
      from order_items where order_id = o.id
    ) i on true
    order by o.created_at desc, o.id desc`;
  const started = performance.now();
  const count = counter();
  const child = spawn(
    'psql',
    [
      '-X',
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '-d',
      databaseUrl,
      '-c',
      `copy (${select}) to stdout with (format csv, header)`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => count.add(chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`psql COPY failed (${code}): ${stderr.slice(0, 500)}`);
  return count.result(performance.now() - started);
}

/** A process's resident memory in bytes (Linux: VmRSS of /proc/<pid>/status). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** The highest resident memory of `pid` while `work` runs, sampled every 20 ms. */
export async function peakResident<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentBytes(pid));
    } catch {
      // the process ended; the work will say why
    }
  }, 20);
  try {
    const result = await work();
    peak = Math.max(peak, residentBytes(pid));
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}
