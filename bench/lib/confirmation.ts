// P16 (decision 0047): a payment completion that queues the order confirmation against the same
// completion without it, on one server and store, in turns (A B B A …). The completion is the
// admin's simulate action (`POST /orders/payment-sessions/{id}/simulate-success`), which runs the
// providers' webhook path (features/payments/service.ts, `completePaymentSession`). With the
// `order_confirmation` template active, `fulfil` renders it and writes the outbox row and its
// delivery job in its transaction; switched off through the admin API (`PATCH /templates/{id}`
// with the template's ETag as `If-Match`), it writes a `skipped` outbox row only. The template is
// switched between the two requests of each turn, outside the clock.
//
// Each completion pays a pending session of its own for one item that does not ship nor grant a
// download, bought by an existing customer (no new account, no onboarding mail): the sessions
// are inserted first, as the storefront's checkout would. Afterwards the store is put back: the
// template as it was, and the run's sessions, orders, mails, jobs and audit rows deleted.
import { withClient } from './pg-client.ts';
import { median, type Timing } from './measure.ts';
import { http } from './server.ts';

const SESSION_PREFIX = 'cs_bench_confirmation_';

export interface ConfirmationPair {
  withMail: Timing;
  withoutMail: Timing;
  /** The outbox rows the timed completions left: queued with a job, and skipped without one. */
  queued: number;
  skipped: number;
  jobs: number;
}

export async function confirmationPair(
  base: string,
  auth: Record<string, string>,
  dbUrl: string,
  { samples, warmup }: { samples: number; warmup: number },
): Promise<ConfirmationPair> {
  const rounds = warmup + samples;
  const setup = await withClient(dbUrl, async (client) => {
    const template = (
      await client.query<{ id: number; is_active: boolean }>(
        `select id, is_active from email_templates where template_key = 'order_confirmation'`,
      )
    ).rows[0];
    if (!template) throw new Error('the store has no order_confirmation template (migration 0021 adds it)');
    const product = (
      await client.query<{ id: number; price_usd: number }>(
        `select id, price_usd from products where not is_downloadable and price_usd > 0 order by id limit 1`,
      )
    ).rows[0];
    if (!product) throw new Error('the store has no product that is not a download');
    const customer = (
      await client.query<{ email: string }>(`select email from users where not is_admin order by id limit 1`)
    ).rows[0];
    if (!customer) throw new Error('the store has no customer');
    const lastAudit = (await client.query<{ max: string | null }>('select max(id) as max from audit_logs')).rows[0]!
      .max;
    const stamp = Date.now();
    const { rows: sessions } = await client.query<{ id: number }>(
      `insert into payment_sessions (session_id, provider, user_email, items, subtotal, amount_expected, currency)
       select $1 || $2::text || '_' || n, 'stripe', $3, jsonb_build_array(jsonb_build_object('product_id', $4::int, 'quantity', 1)), $5, $5, 'USD'
       from generate_series(1, $6::int) as n
       returning id`,
      [SESSION_PREFIX, stamp, customer.email, product.id, product.price_usd, rounds * 2],
    );
    return { template, lastAudit, sessions: sessions.map((s) => s.id) };
  });

  const templateUrl = `${base}/api/admin/templates/${setup.template.id}`;
  const current = await http('GET', templateUrl, { headers: auth });
  if (current.status !== 200) throw new Error(`GET ${templateUrl} answered ${current.status}`);
  let etag = String(current.headers.etag);
  let active = setup.template.is_active;
  const switchTo = async (on: boolean) => {
    if (active === on) return;
    const res = await http('PATCH', templateUrl, {
      headers: { ...auth, 'if-match': etag },
      body: { is_active: on },
    });
    if (res.status !== 200) throw new Error(`PATCH ${templateUrl} answered ${res.status}: ${res.body.slice(0, 300)}`);
    etag = String(res.headers.etag);
    active = on;
  };

  const times: [number[], number[]] = [[], []];
  const timed: [number[], number[]] = [[], []];
  let next = 0;
  try {
    for (let n = 0; n < rounds; n++) {
      for (const i of n % 2 === 0 ? [0, 1] : [1, 0]) {
        await switchTo(i === 0);
        const session = setup.sessions[next++]!;
        const res = await http('POST', `${base}/api/admin/orders/payment-sessions/${session}/simulate-success`, {
          headers: auth,
        });
        if (res.status !== 200) throw new Error(`simulate-success answered ${res.status}: ${res.body.slice(0, 300)}`);
        if (n >= warmup) {
          times[i as 0 | 1].push(res.ms);
          timed[i as 0 | 1].push(session);
        }
      }
    }
    // What each timed completion wrote: with the template, a queued mail and its job; without, a skipped row.
    const outcome = await withClient(dbUrl, async (client) => {
      const { rows } = await client.query<{ status: string; n: number; jobs: number }>(
        `select m.status, count(*)::int as n, count(j.id)::int as jobs
         from orders o join order_mails om on om.order_id = o.id join mail_outbox m on m.id = om.mail_id
         left join jobs j on j.key = 'mail:' || m.id
         where o.payment_session_id = any($1::int[]) and m.template_key = 'order_confirmation'
         group by m.status`,
        [[...timed[0], ...timed[1]]],
      );
      return rows;
    });
    const of = (status: string) => outcome.find((r) => r.status === status);
    const queued = of('queued')?.n ?? 0;
    const skipped = of('skipped')?.n ?? 0;
    const jobs = outcome.reduce((sum, r) => sum + r.jobs, 0);
    if (queued !== samples || skipped !== samples || jobs !== samples || outcome.length !== 2) {
      throw new Error(
        `the completions left ${JSON.stringify(outcome)}: wanted ${samples} queued with a job each and ${samples} skipped`,
      );
    }
    const timing = (i: 0 | 1): Timing => ({
      p50: median(times[i]),
      min: Math.min(...times[i]),
      max: Math.max(...times[i]),
      samples,
      bytes: 0,
    });
    return { withMail: timing(0), withoutMail: timing(1), queued, skipped, jobs };
  } finally {
    await switchTo(setup.template.is_active);
    await withClient(dbUrl, async (client) => {
      await client.query('begin');
      const { rows: orders } = await client.query<{ id: number }>(
        `select id from orders where payment_session_id = any($1::int[])`,
        [setup.sessions],
      );
      const orderIds = orders.map((o) => o.id);
      const { rows: mails } = await client.query<{ id: number }>(
        `select mail_id as id from order_mails where order_id = any($1::int[])`,
        [orderIds],
      );
      const mailIds = mails.map((m) => m.id);
      await client.query(`delete from jobs where key = any($1::text[])`, [mailIds.map((id) => `mail:${id}`)]);
      await client.query(`delete from mail_outbox where id = any($1::int[])`, [mailIds]);
      await client.query(`delete from order_items where order_id = any($1::int[])`, [orderIds]);
      await client.query(`delete from orders where id = any($1::int[])`, [orderIds]);
      await client.query(`delete from payment_sessions where id = any($1::int[])`, [setup.sessions]);
      await client.query(
        `delete from audit_logs where id > $1 and (
           (resource_type = 'orders' and resource_id = any($2::text[]))
           or (resource_type = 'email_templates' and resource_id = $3))`,
        [setup.lastAudit ?? '0', orderIds.map(String), String(setup.template.id)],
      );
      await client.query('commit');
    });
  }
}
