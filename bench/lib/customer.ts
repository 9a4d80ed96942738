// P18 and P19 (issue 31). P18: a picker's server search as the admin types four characters of a
// customer's e-mail (`GET /users?search=…&limit=20`, what the Grant Access picker asks), on the full
// store vs the 1 % one, for each store's last-created customer, checked to be found. P19: the
// customer page's summary (`GET /users/{id}/summary`) of a customer with 1,000 orders (100 of them
// partly refunded, 50 mails) vs one with a single order, on the full store, in turns; that
// customer and their rows are made for the run and deleted afterwards (the store is a fixture).
import { withClient } from './pg-client.ts';
import { timePair, type Timing } from './measure.ts';

const ORDERS = 1_000;
const REFUNDS = 100;
const MAILS = 50;

/** The store's last-created customer and the four characters that find them. */
async function lastCustomer(dbUrl: string): Promise<{ email: string; term: string }> {
  const email = await withClient(
    dbUrl,
    async (client) =>
      (await client.query<{ email: string }>(`select email from users where not is_admin order by id desc limit 1`))
        .rows[0]!.email,
  );
  return { email, term: email.split('@')[0]!.slice(-4) };
}

export interface PickerPair {
  full: Timing;
  small: Timing;
  terms: [string, string];
}

export async function pickerPair(
  full: { url: string; auth: Record<string, string>; db: string },
  small: { url: string; auth: Record<string, string>; db: string },
  settings: { samples: number; warmup: number },
): Promise<PickerPair> {
  const [f, s] = [await lastCustomer(full.db), await lastCustomer(small.db)];
  const url = (base: string, term: string) =>
    `${base}/api/admin/users?page=1&limit=20&search=${encodeURIComponent(term)}`;
  for (const [side, who] of [
    [full, f],
    [small, s],
  ] as const) {
    const answer = (await (await fetch(url(side.url, who.term), { headers: side.auth })).json()) as {
      users: { email: string }[];
    };
    if (!answer.users.some((u) => u.email === who.email))
      throw new Error(`searching "${who.term}" did not find ${who.email}`);
  }
  const [fullTiming, smallTiming] = await timePair(
    { url: url(full.url, f.term), headers: full.auth },
    { url: url(small.url, s.term), headers: small.auth },
    settings,
  );
  return { full: fullTiming, small: smallTiming, terms: [f.term, s.term] };
}

export interface SummaryPair {
  many: Timing;
  one: Timing;
  orders: number;
  /** The orders of the other customer (the fewest any customer has). */
  oneOrders: number;
}

export async function summaryPair(
  base: string,
  auth: Record<string, string>,
  dbUrl: string,
  settings: { samples: number; warmup: number },
): Promise<SummaryPair> {
  const tag = `bench-${Date.now()}`;
  const { many, one, oneOrders } = await withClient(dbUrl, async (client) => {
    // The customer with the fewest orders (one, in the generated stores).
    const fewest = (
      await client.query<{ user_id: number; n: number }>(
        `select user_id, count(*)::int as n from orders where user_id is not null
         group by user_id order by count(*), user_id limit 1`,
      )
    ).rows[0]!;
    const email = `${tag}@bench.example`;
    const user = (
      await client.query<{ id: number }>(`insert into users (email, name) values ($1, 'Bench Customer') returning id`, [
        email,
      ])
    ).rows[0]!.id;
    await client.query(
      `insert into orders (order_number, user_id, customer_email, subtotal, total, currency, status, created_at)
       select $1 || '-' || i, $2, $3, 2500, 2500, 'USD', 'completed', now() - make_interval(days => i)
       from generate_series(1, $4::int) as i`,
      [tag, user, email, ORDERS],
    );
    await client.query(
      `insert into order_refunds (order_id, amount, currency, reason, source)
       select id, 500, 'USD', 'Bench refund', 'admin' from orders where user_id = $1 order by id limit $2`,
      [user, REFUNDS],
    );
    await client.query(
      `insert into mail_outbox (to_email, subject, body_text, status)
       select $1, 'Bench mail ' || i, 'Hello', 'sent' from generate_series(1, $2::int) as i`,
      [email, MAILS],
    );
    await client.query('analyze orders, order_refunds, mail_outbox');
    return { many: user, one: fewest.user_id, oneOrders: fewest.n };
  });
  try {
    const url = (id: number) => `${base}/api/admin/users/${id}/summary`;
    const summary = (await (await fetch(url(many), { headers: auth })).json()) as {
      lifetime: { orders: number; refunded_cents: number }[];
    };
    const counted = summary.lifetime.reduce((n, l) => n + l.orders, 0);
    if (counted !== ORDERS) throw new Error(`the summary counted ${counted} orders, not ${ORDERS}`);
    const [manyTiming, oneTiming] = await timePair(
      { url: url(many), headers: auth },
      { url: url(one), headers: auth },
      settings,
    );
    return { many: manyTiming, one: oneTiming, orders: counted, oneOrders };
  } finally {
    await withClient(dbUrl, async (client) => {
      await client.query(`delete from order_refunds where order_id in (select id from orders where user_id = $1)`, [
        many,
      ]);
      await client.query(`delete from orders where user_id = $1`, [many]);
      await client.query(`delete from mail_outbox where to_email = $1`, [`${tag}@bench.example`]);
      await client.query(`delete from users where id = $1`, [many]);
    });
  }
}
