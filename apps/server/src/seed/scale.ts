// Store-scale data (issue 8): fills every table with realistic, deterministic rows at the size
// asked for (100,000 users and 1,000,000 orders in minutes), for the benchmark and for anyone
// who wants to see the panel at scale. Everything is `INSERT … SELECT generate_series(…)` run
// inside the database, the same SQL on PostgreSQL and PGlite. "Random" values are md5 hashes of
// (seed, purpose, row number), so the same options give the same rows; times are laid out over
// `days` of history ending at `until`, growing towards the end (a store that is growing).
//
// The data keeps every rule of the schema and of DESIGN §4: order totals add up, order e-mails
// are their customer's, promo usage never exceeds max_uses and orders use codes inside their
// dates, one latest release per product and platform, one active grant per user and product,
// shipments only for shipped goods, audit rows with the admin's snapshot.
//
// Speed: the secondary indexes of the big tables are dropped before the load and rebuilt after
// it from their own definitions (pg_get_indexdef), which also re-checks the partial unique
// indexes, and the counting triggers are off (counts and rollups rebuilt once at the end); then
// ANALYZE.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { hashPassword } from '../platform/passwords.ts';
import { seedRateLimiters } from '../features/rate-limiters/service.ts';
import { seedSystemTemplates } from '../features/templates/system.ts';

/** Bumped whenever the generator's output changes, so stored data is known to be stale. */
export const SCALE_GENERATOR_VERSION = 3;
/** system_settings key holding what a database was filled with (JSON of ScaleOptions, no password). */
export const SCALE_MARKER_KEY = 'scale_seed';

export interface ScaleOptions {
  users: number;
  orders: number;
  audit: number;
  /** Catalogue sizes grow with the square root of the customer base unless given. */
  products: number;
  promos: number;
  templates: number;
  /** Days of history, ending at `until`. */
  days: number;
  /** The end of the history (an ISO instant). */
  until: string;
  seed: number;
  adminEmail: string;
  adminPassword: string;
}

export type ScaleInput = Partial<ScaleOptions> & Pick<ScaleOptions, 'users' | 'orders'>;

export const SCALE_DEFAULTS = {
  days: 730,
  seed: 8,
  adminEmail: 'admin@example.com',
  adminPassword: 'admin-pass-123',
} as const;

/** The store's admins, one of each role (decision 0027); the first signs in with the given account. */
const ADMINS = [
  { name: 'Store Admin', email: null, role: 'owner' },
  { name: 'Alice Martin', email: 'alice.martin@store.example', role: 'administrator' },
  { name: 'Bruno Keller', email: 'bruno.keller@store.example', role: 'support' },
  { name: 'Chloé Dubois', email: 'chloe.dubois@store.example', role: 'catalogue' },
  { name: 'Dev Patel', email: 'dev.patel@store.example', role: 'analyst' },
] as const;

export function scaleOptions(input: ScaleInput): ScaleOptions {
  const root = Math.sqrt(Math.max(input.users, 1) / 1000);
  const until = input.until ? new Date(input.until) : new Date(Math.floor(Date.now() / 60_000) * 60_000);
  if (Number.isNaN(until.getTime())) throw new Error(`--until: not a date: ${input.until}`);
  const options: ScaleOptions = {
    users: input.users,
    orders: input.orders,
    audit: input.audit ?? input.orders,
    products: input.products ?? Math.max(6, Math.round(20 * root)),
    promos: input.promos ?? Math.max(3, Math.round(10 * root)),
    templates: input.templates ?? 10 + Math.round(2 * root),
    days: input.days ?? SCALE_DEFAULTS.days,
    until: until.toISOString(),
    seed: input.seed ?? SCALE_DEFAULTS.seed,
    adminEmail: (input.adminEmail ?? SCALE_DEFAULTS.adminEmail).toLowerCase(),
    adminPassword: input.adminPassword ?? SCALE_DEFAULTS.adminPassword,
  };
  for (const key of ['users', 'orders', 'audit', 'products', 'promos', 'templates', 'days', 'seed'] as const) {
    if (!Number.isInteger(options[key]) || options[key] < 0) throw new Error(`--${key}: a whole number ≥ 0 is needed`);
  }
  if (options.users < ADMINS.length) throw new Error(`--users: at least ${ADMINS.length} (the admins)`);
  if (options.days < 30) throw new Error('--days: at least 30');
  return options;
}

/** What a database holds, as the marker records it (the password is never stored). */
export function scaleFingerprint(options: ScaleOptions): string {
  const { adminPassword: _password, until: _until, ...rest } = options;
  return JSON.stringify({ version: SCALE_GENERATOR_VERSION, ...rest });
}

// ---------------------------------------------------------------------------------------------
// SQL text helpers. Every generated value is an SQL expression of the row number, so the whole
// load runs in the database.

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (values: readonly string[]) => `(array[${values.map(lit).join(',')}])`;

class Dice {
  constructor(private readonly seed: number) {}
  /** 0 … 2^48-1 from (seed, key, i). */
  hash(key: string, i: string): string {
    return `(('x' || substr(md5('${this.seed}:${key}:' || (${i})::text), 1, 12))::bit(48)::bigint)`;
  }
  /** [0, 1). */
  unit(key: string, i: string): string {
    return `(${this.hash(key, i)}::float8 / 281474976710656.0)`;
  }
  /** 0 … n-1. */
  int(key: string, i: string, n: number | string): string {
    return `(${this.hash(key, i)} % (${n}))::int`;
  }
  pick(key: string, i: string, values: readonly string[]): string {
    return `${arr(values)}[1 + ${this.int(key, i, values.length)}]`;
  }
  /** One of the SQL values, chosen with the given weights (one hash, looked up by width_bucket). */
  weighted(key: string, i: string, choices: readonly { value: string; weight: number }[]): string {
    const total = choices.reduce((s, c) => s + c.weight, 0);
    let cumulative = 0;
    const bounds = choices.slice(0, -1).map((c) => (cumulative += c.weight) / total);
    const values = `array[${choices.map((c) => c.value).join(',')}]`;
    return `(${values})[1 + width_bucket(${this.unit(key, i)}, array[${bounds.join(',')}]::float8[])]`;
  }
  /** Hex characters, as many as asked (md5 chained). */
  hex(key: string, i: string, length: number): string {
    const parts: string[] = [];
    for (let n = 0; n * 32 < length; n++) parts.push(`md5('${this.seed}:${key}:${n}:' || (${i})::text)`);
    return `substr(${parts.join(' || ')}, 1, ${length})`;
  }
}

// prettier-ignore
const FIRST_NAMES = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Oliver', 'Sophia', 'Elijah', 'Isabella', 'James', 'Mia', 'Lucas', 'Amelia', 'Mateo', 'Harper', 'Ethan', 'Evelyn', 'Leo', 'Chloé', 'Hugo', 'Léa', 'Louis', 'Manon', 'Jules', 'Hannah', 'Felix', 'Lena', 'Jonas', 'Sofia', 'Marco', 'Giulia', 'Luca', 'Lucía', 'Pablo', 'Aiko', 'Haruto', 'Yuna', 'Priya', 'Arjun', 'Ananya', 'Wei', 'Mei', 'Chen', 'Fatima', 'Omar', 'Amara', 'Kwame', 'Ingrid', 'Lars', 'Freya', 'Mila', 'Nora', 'Erik', 'Zoe', 'Daniel', 'Grace', 'Samuel', 'Ruby', 'Oscar', 'Nina'];
// prettier-ignore
const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Fernández', 'López', 'González', 'Sánchez', 'Pérez', 'Tanaka', 'Suzuki', 'Sato', 'Takahashi', 'Sharma', 'Patel', 'Singh', 'Kumar', 'Wang', 'Li', 'Zhang', 'Liu', 'Nguyen', 'Tran', 'Kim', 'Park', 'Lee', 'Okafor', 'Mensah', 'Hansen', 'Johansson', 'Nielsen', 'Novak', 'Kowalski', 'Nowak', 'Silva', 'Santos', "O'Brien", 'Murphy', 'Walsh'];
const MAIL_DOMAINS = [
  'gmail.example',
  'outlook.example',
  'yahoo.example',
  'proton.example',
  'icloud.example',
  'fastmail.example',
  'company.example',
  'uni.example',
];

// prettier-ignore
const GOODS = ['Mechanical Keyboard', 'Vertical Mouse', 'USB-C Dock', 'Monitor Light Bar', 'Laptop Stand', 'Noise-Cancelling Headphones', 'Felt Desk Mat', '4K Webcam', 'Security Key', 'Developer Hoodie', 'Sticker Pack', 'Portable SSD', 'USB Microphone', 'Label Printer', 'Starter Kit', 'Field Recorder', 'Cable Organizer', 'Wrist Rest', 'Desk Lamp', 'Travel Router'];
// prettier-ignore
const SOFTWARE = ['Photo Editor', 'IDE Plugin', 'Type Collection', 'Audio Tools', 'Cloud Backup', 'VPN', 'Team Planner', 'Screen Recorder', 'DevOps Toolkit', 'Password Vault', 'Mail Client', 'Note Taker', 'PDF Studio', 'Video Converter', 'Budget Tracker', 'Diagram Designer', 'Terminal', 'Database GUI', 'Icon Pack', 'Language Course'];
// prettier-ignore
const BRANDS = ['PixelForge', 'CodeLens', 'FontKit', 'SoundDeck', 'CloudSync', 'Shield', 'TaskFlow', 'Vista', 'Nimbus', 'Quill', 'Orbit', 'Atlas', 'Lumen', 'Forge', 'Harbor', 'Beacon', 'Summit', 'Kite', 'Cobalt', 'Juniper'];
const DESCRIPTIONS = [
  'Built to last, with a two-year warranty and free returns within 30 days.',
  'Our best seller: loved by developers, designers and writers.',
  'Free updates within its major version; runs offline.',
  'Ships in recyclable packaging from our EU and US warehouses.',
  'Includes a quick-start guide and priority e-mail support.',
  'Cross-platform, with settings that sync between devices.',
] as const;

interface CountryRow {
  code: string;
  name: string;
  shipping: number;
  tax: number;
  weight: number;
  euro?: boolean;
}
// prettier-ignore
const COUNTRIES: readonly CountryRow[] = [
  { code: 'US', name: 'United States', shipping: 500, tax: 7, weight: 380 }, { code: 'CA', name: 'Canada', shipping: 900, tax: 5, weight: 80 },
  { code: 'MX', name: 'Mexico', shipping: 1200, tax: 0, weight: 20 }, { code: 'BR', name: 'Brazil', shipping: 2200, tax: 0, weight: 20 },
  { code: 'AR', name: 'Argentina', shipping: 2400, tax: 0, weight: 6 }, { code: 'CL', name: 'Chile', shipping: 2200, tax: 0, weight: 5 },
  { code: 'CO', name: 'Colombia', shipping: 2100, tax: 0, weight: 5 }, { code: 'GB', name: 'United Kingdom', shipping: 1200, tax: 0, weight: 90 },
  { code: 'IE', name: 'Ireland', shipping: 1200, tax: 0, weight: 20, euro: true }, { code: 'FR', name: 'France', shipping: 1100, tax: 0, weight: 50, euro: true },
  { code: 'DE', name: 'Germany', shipping: 1000, tax: 0, weight: 80, euro: true }, { code: 'NL', name: 'Netherlands', shipping: 1000, tax: 0, weight: 30, euro: true },
  { code: 'BE', name: 'Belgium', shipping: 1000, tax: 0, weight: 20, euro: true }, { code: 'LU', name: 'Luxembourg', shipping: 1000, tax: 0, weight: 3, euro: true },
  { code: 'ES', name: 'Spain', shipping: 1100, tax: 0, weight: 30, euro: true }, { code: 'PT', name: 'Portugal', shipping: 1100, tax: 0, weight: 10, euro: true },
  { code: 'IT', name: 'Italy', shipping: 1100, tax: 0, weight: 30, euro: true }, { code: 'AT', name: 'Austria', shipping: 1100, tax: 0, weight: 10, euro: true },
  { code: 'FI', name: 'Finland', shipping: 1300, tax: 0, weight: 10, euro: true }, { code: 'GR', name: 'Greece', shipping: 1400, tax: 0, weight: 6, euro: true },
  { code: 'SK', name: 'Slovakia', shipping: 1300, tax: 0, weight: 3, euro: true }, { code: 'SI', name: 'Slovenia', shipping: 1300, tax: 0, weight: 3, euro: true },
  { code: 'EE', name: 'Estonia', shipping: 1300, tax: 0, weight: 3, euro: true }, { code: 'LV', name: 'Latvia', shipping: 1300, tax: 0, weight: 2, euro: true },
  { code: 'LT', name: 'Lithuania', shipping: 1300, tax: 0, weight: 2, euro: true }, { code: 'CH', name: 'Switzerland', shipping: 1500, tax: 0, weight: 20 },
  { code: 'SE', name: 'Sweden', shipping: 1300, tax: 0, weight: 20 }, { code: 'NO', name: 'Norway', shipping: 1500, tax: 0, weight: 10 },
  { code: 'DK', name: 'Denmark', shipping: 1200, tax: 0, weight: 10 }, { code: 'IS', name: 'Iceland', shipping: 1900, tax: 0, weight: 2 },
  { code: 'PL', name: 'Poland', shipping: 1200, tax: 0, weight: 20 }, { code: 'CZ', name: 'Czechia', shipping: 1200, tax: 0, weight: 10 },
  { code: 'HU', name: 'Hungary', shipping: 1300, tax: 0, weight: 6 }, { code: 'RO', name: 'Romania', shipping: 1400, tax: 0, weight: 6 },
  { code: 'BG', name: 'Bulgaria', shipping: 1400, tax: 0, weight: 4 }, { code: 'HR', name: 'Croatia', shipping: 1300, tax: 0, weight: 4, euro: true },
  { code: 'UA', name: 'Ukraine', shipping: 1800, tax: 0, weight: 5 }, { code: 'IL', name: 'Israel', shipping: 1800, tax: 0, weight: 6 },
  { code: 'AE', name: 'United Arab Emirates', shipping: 1900, tax: 5, weight: 6 }, { code: 'ZA', name: 'South Africa', shipping: 2300, tax: 0, weight: 5 },
  { code: 'NG', name: 'Nigeria', shipping: 2500, tax: 0, weight: 3 }, { code: 'KE', name: 'Kenya', shipping: 2500, tax: 0, weight: 3 },
  { code: 'IN', name: 'India', shipping: 1700, tax: 0, weight: 15 }, { code: 'JP', name: 'Japan', shipping: 1600, tax: 0, weight: 20 },
  { code: 'KR', name: 'South Korea', shipping: 1600, tax: 0, weight: 10 }, { code: 'SG', name: 'Singapore', shipping: 1400, tax: 0, weight: 10 },
  { code: 'HK', name: 'Hong Kong', shipping: 1400, tax: 0, weight: 6 }, { code: 'TW', name: 'Taiwan', shipping: 1500, tax: 0, weight: 6 },
  { code: 'AU', name: 'Australia', shipping: 1800, tax: 10, weight: 40 }, { code: 'NZ', name: 'New Zealand', shipping: 2000, tax: 0, weight: 10 },
];

const CUSTOM_STATUSES = ['on_hold', 'refund requested', 'awaiting stock', 'partially refunded'] as const;
const PLATFORMS = ['windows', 'macos', 'linux', 'macos-windows', 'linux-windows', 'linux-macos', 'linux-macos-windows'];
const AUDIT_RESOURCES = [
  { value: `'orders'`, weight: 40 },
  { value: `'shipments'`, weight: 18 },
  { value: `'users'`, weight: 10 },
  { value: `'user_product_access'`, weight: 10 },
  { value: `'products'`, weight: 6 },
  { value: `'software_releases'`, weight: 5 },
  { value: `'code_promos'`, weight: 5 },
  { value: `'countries'`, weight: 3 },
  { value: `'email_templates'`, weight: 3 },
];

/** Tables whose counting triggers (migration 0002_store_counts) are off during the load. */
const COUNTED_TABLES = ['users', 'orders', 'order_items', 'user_product_access', 'shipments', 'audit_logs'];

/** Tables whose secondary indexes are rebuilt after the load. */
const BULK_TABLES = [
  'users',
  'products',
  'code_promos',
  'software_releases',
  'email_templates',
  'orders',
  'order_search',
  'order_items',
  'payment_sessions',
  'user_product_access',
  'shipments',
  'processed_webhook_events',
  'audit_logs',
  'mail_outbox',
  'admin_sessions',
  'refresh_tokens',
];
const IDENTITY_TABLES = [
  'users',
  'products',
  'code_promos',
  'software_releases',
  'email_templates',
  'orders',
  'order_items',
  'payment_sessions',
  'user_product_access',
  'shipments',
  'audit_logs',
  'api_keys',
  'mail_outbox',
];

export interface ScaleSummary {
  options: Omit<ScaleOptions, 'adminPassword'>;
  rows: Record<string, number>;
  seconds: number;
  steps: { step: string; seconds: number }[];
}

type Log = (message: string) => void;

async function rowsOf<T>(db: Db, text: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

/** Refuses a database that already has a store in it (the caller resets it first). */
export async function assertEmptyStore(db: Db): Promise<void> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    `select (select count(*) from users)::int + (select count(*) from orders)::int + (select count(*) from products)::int as n`,
  );
  if ((row?.n ?? 0) > 0) throw new Error('the database already holds a store: pass --reset to replace it');
}

/**
 * Fills an empty, migrated database. Runs each step in its own transaction (PGlite and
 * PostgreSQL alike), so a failure leaves a store that `--reset` replaces.
 */
export async function seedScale(database: Database, input: ScaleOptions, log: Log = () => {}): Promise<ScaleSummary> {
  const o = input;
  const db = database.db;
  const d = new Dice(o.seed);
  const started = performance.now();
  const steps: { step: string; seconds: number }[] = [];
  const K = ADMINS.length;
  const U = o.users;
  const N = o.orders;
  const P = o.products;
  const M = o.promos;
  const until = `timestamptz ${lit(o.until)}`;
  const start = `(${until} - interval '${o.days} days')`;
  /** The instant at `frac` (0…1) of the history. */
  const at = (frac: string) => `(${start} + (${frac}) * interval '${o.days} days')`;
  const pg = database.kind === 'postgres';

  const step = async (name: string, statements: string[]) => {
    const t = performance.now();
    await db.transaction(async (tx) => {
      if (pg) {
        // The server's pool cancels statements after 10 s; a bulk load needs longer.
        await tx.execute(sql.raw(`set local statement_timeout = 0`));
        await tx.execute(sql.raw(`set local synchronous_commit = off`));
        await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
        await tx.execute(sql.raw(`set local work_mem = '64MB'`));
      }
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
    const seconds = (performance.now() - t) / 1000;
    steps.push({ step: name, seconds: Number(seconds.toFixed(1)) });
    log(`  ${name.padEnd(28)} ${seconds.toFixed(1)} s`);
  };

  await assertEmptyStore(db);

  // Secondary indexes off while loading (rebuilt at the end from the same definitions).
  const indexes = await rowsOf<{ name: string; def: string }>(
    db,
    `select c.relname as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i
       join pg_class c on c.oid = i.indexrelid
       join pg_class t on t.oid = i.indrelid
       join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and t.relname = any(${arr(BULK_TABLES)})
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      order by c.relname`,
  );
  await step(
    'drop secondary indexes',
    indexes.map((ix) => `drop index if exists "${ix.name}"`),
  );
  // The counting triggers (migration 0002) off too: the counts and rollups are rebuilt once at
  // the end, instead of being carried through a million-row transition table per statement.
  await step(
    'counting triggers off',
    COUNTED_TABLES.map((t) => `alter table ${t} disable trigger user`),
  );

  // --- Reference data: countries, products, promo codes, releases, templates ----------------
  const countryValues = COUNTRIES.map(
    (c, n) =>
      `(${lit(c.code)}, ${lit(c.name)}, ${c.shipping}, ${at('0')} - interval '${COUNTRIES.length - n} days', ${at('0')} - interval '${COUNTRIES.length - n} days')`,
  );
  await step('countries', [
    `insert into countries (code, name, shipping_cost, created_at, updated_at) values ${countryValues.join(', ')}`,
  ]);

  // Products: 40 % shipped goods, 45 % software, 15 % both, the first two a shipped good and a
  // boxed download whatever the size (so even a tiny store ships and grants); all on sale before
  // the history starts.
  const weightedKind = (p: string) =>
    d.weighted('pk', p, [
      { value: `'physical'`, weight: 40 },
      { value: `'digital'`, weight: 45 },
      { value: `'both'`, weight: 15 },
    ]);
  await step('products', [
    `insert into products (id, name, description, price_usd, is_physical, is_downloadable, access_duration_type,
        access_duration_months, internal_key, stripe_product_id, stripe_price_id, coinbase_product_id, coinbase_price_id,
        created_at, updated_at)
     select p,
       case when kind = 'physical' then ${d.pick('pg', 'p', GOODS)} || ' ' || chr(65 + ${d.int('pm', 'p', 26)}) || (10 + ${d.int('pn', 'p', 90)})
            when kind = 'both' then ${d.pick('pb', 'p', BRANDS)} || ' ' || ${d.pick('ps', 'p', SOFTWARE)} || ' + ' || ${d.pick('pg', 'p', GOODS)}
            else ${d.pick('pb', 'p', BRANDS)} || ' ' || ${d.pick('ps', 'p', SOFTWARE)}
              || case dur when 'monthly' then ' — Monthly' when 'annual' then ' — Annual' else ' — Lifetime' end end,
       ${d.pick('pd', 'p', DESCRIPTIONS)},
       case when kind = 'digital' then (3 + ${d.int('pp', 'p', 150)}) * 100 - 1 else (9 + ${d.int('pp', 'p', 290)}) * 100 - 1 end,
       kind <> 'digital', kind <> 'physical', dur,
       case dur when 'monthly' then 1 when 'annual' then 12 end,
       'sku-' || lpad(p::text, 5, '0') || '-' || ${d.hex('pk', 'p', 6)},
       case when ${d.unit('ps', 'p')} < 0.8 then 'prod_' || ${d.hex('sp', 'p', 14)} end,
       case when ${d.unit('ps', 'p')} < 0.8 then 'price_' || ${d.hex('sq', 'p', 24)} end,
       case when ${d.unit('pc', 'p')} < 0.3 then ${d.hex('cp', 'p', 8)} end,
       case when ${d.unit('pc', 'p')} < 0.3 then ${d.hex('cq', 'p', 8)} end,
       ${at('0')} - (${P} - p + 10) * interval '1 day', ${at('0')} - (${P} - p + 10) * interval '1 day'
     from (select p, kind,
             case when kind = 'digital' then ${d.weighted('pu', 'p', [
               { value: `'lifetime'`, weight: 50 },
               { value: `'monthly'`, weight: 30 },
               { value: `'annual'`, weight: 20 },
             ])} else 'lifetime' end as dur
           from (select p, case p when 1 then 'physical' when 2 then 'both' else ${weightedKind('p')} end as kind
                 from generate_series(1, ${P}) as p) k) s`,
  ]);

  // Promo codes: code k is valid from (k-1)/M of the history, for about 3/M of it (+30 days);
  // every fourth never ends. Orders below only use a code inside its dates.
  await step('code_promos', [
    `insert into code_promos (id, code, discount_type, discount_value, max_uses, usage_count, date_start, date_end,
        is_enabled, created_at, updated_at)
     select k, code, type, value, null, 0, date_start, date_end,
       not (date_end is not null and date_end < ${until} and ${d.int('pe', 'k', 3)} = 0),
       date_start - interval '2 days', date_start - interval '2 days'
     from (select k,
             ${d.pick('pc', 'k', ['WELCOME', 'SPRING', 'SUMMER', 'AUTUMN', 'WINTER', 'BLACKFRIDAY', 'CYBER', 'VIP', 'STUDENT', 'PARTNER-', 'NEWSLETTER', 'LAUNCH', 'HOLIDAY', 'SAVE', 'FLASH', 'BUNDLE'])}
               || case when ${d.unit('pt', 'k')} < 0.7 then ((1 + ${d.int('pv', 'k', 10)}) * 5)::text else '' end || '_' || k as code,
             case when ${d.unit('pt', 'k')} < 0.7 then 'percentage' else 'fixed' end as type,
             case when ${d.unit('pt', 'k')} < 0.7 then (1 + ${d.int('pv', 'k', 10)}) * 5 else (5 + ${d.int('pf', 'k', 26)}) * 100 end as value,
             ${at(`(k - 1)::float8 / ${M}`)} - interval '7 days' as date_start,
             case when k % 4 <> 0 then ${at(`(k - 1)::float8 / ${M}`)} + interval '1 day' * (${o.days} * 3.0 / ${M} + 30) end as date_end
           from generate_series(1, ${M}) as k) s`,
  ]);

  // Releases: every downloadable product has 2–12 versions per platform set; the newest is latest.
  await step('software_releases', [
    `insert into software_releases (product_id, version, platform, download_url, file_size, checksum_sha256,
        release_notes, is_latest, release_date, created_at, updated_at)
     select p.id, v.version, v.platform,
       'https://downloads.store.example/' || p.internal_key || '/' || v.version || '/' || v.platform || '.zip',
       (20 + ${d.int('rs', 'p.id * 100 + v.n', 900)}) * 1048576 + ${d.int('rb', 'p.id * 100 + v.n', 1048576)},
       ${d.hex('rc', 'p.id * 100 + v.n', 64)},
       ${d.pick('rn', 'p.id * 100 + v.n', [
         'Faster start-up on large libraries.',
         'Fixed a crash when the network drops during sync.',
         'New dark theme that follows the system setting.',
         'Security: updated OpenSSL.',
         'Improved accessibility of dialogs and menus.',
         'Native builds for ARM.',
         'Fixed high CPU use while idle.',
         'Smaller installer and delta updates.',
       ])},
       v.n = v.versions,
       v.released, v.released, v.released
     from products p
     cross join lateral (
       select n, versions, plat.platform,
         (1 + n / 4) || '.' || (n % 4) || '.' || ${d.int('rv', 'p.id * 100 + n', 3)} as version,
         ${at(`n::float8 / (versions + 1)`)} as released
       from (select 2 + ${d.int('rk', 'p.id', 11)} as versions) vs
       cross join lateral generate_series(1, vs.versions) as n
       cross join lateral (select ${d.pick('rp', 'p.id', PLATFORMS)} as platform) plat
     ) v
     where p.is_downloadable
     order by v.released, p.id`,
  ]);

  await step('email_templates', [
    `insert into email_templates (template_key, name, subject, body_html, body_text, is_active, created_at, updated_at)
     select key, initcap(replace(key, '_', ' ')), subject,
       '<p>Hello {{name}},</p><p>' || subject || '</p><p>— The {{store_name}} team</p>',
       case when t % 3 <> 0 then 'Hello {{name}},' || chr(10) || chr(10) || subject || chr(10) || chr(10) || '— The {{store_name}} team' end,
       t % 7 <> 0, ${at(`t::float8 / ${o.templates + 1}`)}, ${at(`t::float8 / ${o.templates + 1}`)}
     from (select t,
             ${d.pick('tk', 't', ['order_confirmation', 'shipping_update', 'delivery_notice', 'password_reset', 'license_key', 'subscription_renewal', 'payment_failed', 'abandoned_cart', 'newsletter', 'review_request', 'refund_issued', 'welcome_back'])}
               || '_' || t as key,
             ${d.pick('ts', 't', ['Your order {{order_number}} is confirmed', 'Your parcel is on its way', 'Your download is ready', 'Reset your password', 'Your licence key for {{product}}', 'Your subscription renews soon', 'We could not take your payment', 'You left something in your cart', 'News from {{store_name}}', 'How was your order?', 'Your refund is on its way', 'We missed you, {{name}}'])} as subject
           from generate_series(1, ${o.templates}) as t) s`,
  ]);

  // --- Users -----------------------------------------------------------------------------------
  const passwordHash = await hashPassword(o.adminPassword);
  const first = (j: string) => d.pick('fn', j, FIRST_NAMES);
  const last = (j: string) => d.pick('ln', j, LAST_NAMES);
  /** A customer's e-mail, the same expression wherever a customer is referred to. */
  const email = (j: string) =>
    `lower(translate(${first(j)} || '.' || replace(${last(j)}, '''', ''), 'éüáóí', 'euaoi')) || (${j}) || '@' || ${d.pick('md', j, MAIL_DOMAINS)}`;
  const adminValues = ADMINS.map(
    (a, n) =>
      `(${n + 1}, ${lit(n === 0 ? o.adminEmail : a.email!)}, ${lit(a.name)}, ${lit(passwordHash)}, true, ${lit(a.role)}, true, ${at('0')} - interval '${400 - n * 30} days')`,
  );
  await step('users', [
    `insert into users (id, email, name, password_hash, is_admin, admin_role, onboarding_completed, created_at, updated_at)
     select id, email, name, hash, is_admin, admin_role, onboarded, created, created from (values ${adminValues.join(', ')})
       as a(id, email, name, hash, is_admin, admin_role, onboarded, created)`,
    // Customers, created over the history like the orders (growing towards the end).
    // A pending link is kept as its SHA-256 (decision 0058); no sealed copy, so the panel lists these
    // customers as pending without a link to copy (no test opens a generated link).
    `insert into users (id, email, name, password_hash, is_admin, onboarding_completed, onboarding_token_hash, created_at, updated_at)
     select j, ${email('j')}, ${first('j')} || ' ' || ${last('j')},
       case when state = 'completed' then ${lit(passwordHash)} end, false, state = 'completed',
       case when state = 'pending' then encode(sha256(convert_to('ob_' || ${d.hex('ot', 'j', 32)} || to_hex(j), 'UTF8')), 'hex') end,
       created, created + case when state = 'completed' then interval '1 hour' * ${d.int('ou', 'j', 48)} else interval '0' end
     from (select j, ${d.weighted('os', 'j', [
       { value: `'completed'`, weight: 80 },
       { value: `'pending'`, weight: 13 },
       { value: `'no_link'`, weight: 7 },
     ])} as state,
       ${at(`sqrt((j - ${K} - 0.5)::float8 / ${Math.max(1, U - K)})`)} as created
       from generate_series(${K + 1}, ${U}) as j) s`,
  ]);

  // --- Orders, their items and payment sessions --------------------------------------------------
  // Work tables, dropped at the end: the items first, then each order computed from them once.
  const itemCount = d.weighted('ic', 'i', [
    { value: '1', weight: 60 },
    { value: '2', weight: 28 },
    { value: '3', weight: 12 },
  ]);
  await step('work table: items', [
    `drop table if exists scale_items`,
    `create unlogged table scale_items as
     select i as order_id, j as line, p.id as product_id, p.name as product_name, p.price_usd as price,
       p.is_physical as physical, p.is_downloadable as downloadable,
       case when p.is_physical then ${d.weighted('iq', 'i * 4 + j', [
         { value: '1', weight: 80 },
         { value: '2', weight: 15 },
         { value: '3', weight: 5 },
       ])} else 1 end as quantity
     from (select i, ${itemCount} as n,
             floor(${P} * power(${d.unit('ip', 'i')}, 2))::int as base,
             1 + ${d.int('is', 'i', Math.max(1, P - 1))} as stride
           from generate_series(1, ${N}) as i) o
     cross join lateral generate_series(1, o.n) as j
     join products p on p.id = 1 + (o.base + (j - 1) * o.stride) % ${P}`,
  ]);

  const countryPick = d.weighted(
    'oc',
    'a.id',
    COUNTRIES.map((c) => ({ value: lit(c.code), weight: c.weight })),
  );
  const shippingOf = `(case country ${COUNTRIES.map((c) => `when ${lit(c.code)} then ${c.shipping}`).join(' ')} end)`;
  const taxOf = `(case country ${COUNTRIES.filter((c) => c.tax > 0)
    .map((c) => `when ${lit(c.code)} then ${c.tax}`)
    .join(' ')} else 0 end)`;
  const euro = arr(COUNTRIES.filter((c) => c.euro).map((c) => c.code));
  // Integer cents throughout: a percentage discount rounds down, a fixed one never exceeds the basket.
  const discount = `(case when promo_id is null then 0 when promo_type = 'percentage' then subtotal * promo_value / 100
                          else least(promo_value, subtotal) end)`;
  await step('work table: orders', [
    `drop table if exists scale_orders`,
    `create unlogged table scale_orders as
     select s.*, s.subtotal - s.discount + s.shipping + s.tax as total,
       case when s.user_id is null then 'former.customer' || s.id || '@mail.example' else ${email('s.user_id')} end as email,
       case when s.country = any(${euro}) and ${d.unit('ocur', 's.id')} < 0.4 then 'EUR' else 'USD' end as currency,
       case
         when ${d.unit('ost', 's.id')} < 0.03 then 'pending'
         when ${d.unit('ost', 's.id')} < 0.08 then 'cancelled'
         when ${d.unit('ost', 's.id')} < 0.092 then ${d.pick('ocs', 's.id', CUSTOM_STATUSES)}
         when ${until} - s.created < interval '1 day' then 'paid'
         when ${until} - s.created < interval '3 days' then 'processing'
         when s.physical and ${until} - s.created < interval '8 days' then 'shipped'
         else 'completed' end as status
     from (
       select b.*, ${discount} as discount,
         case when country is null then 0 else ${shippingOf} end as shipping,
         case when country is null then 0 else round((subtotal - ${discount}) * ${taxOf} / 100.0)::bigint end as tax
       from (
         select a.*, c.code as promo_code, c.discount_type as promo_type, c.discount_value as promo_value,
           case when a.physical then ${countryPick} end as country
         from (
           select i as id, t.subtotal, t.physical, t.downloadable, frac, created,
             case when ${d.unit('od', 'i')} < 0.01 then null
                  else ${K + 1} + ${d.int('ou', 'i', `greatest(1, floor(${U - K} * frac * frac))::bigint`)} end as user_id,
             case when ${d.unit('op', 'i')} < 0.22
                  then greatest(1, least(${M}, 1 + floor(frac * ${M})::int - ${d.int('oq', 'i', 3)})) end as promo_id,
             ${d.weighted('opr', 'i', [
               { value: `'stripe'`, weight: 80 },
               { value: `'coinbase'`, weight: 20 },
             ])} as provider
           from (select order_id as i, sum(quantity::bigint * price)::bigint as subtotal, bool_or(physical) as physical,
                        bool_or(downloadable) as downloadable
                 from scale_items group by order_id) t
           cross join lateral (select sqrt((i - 0.5) / ${N}::float8) as frac) f
           cross join lateral (select ${at('f.frac')} as created) c0
         ) a
         left join code_promos c on c.id = a.promo_id
       ) b
     ) s`,
    `alter table scale_orders add primary key (id)`,
  ]);

  await step('payment_sessions', [
    `insert into payment_sessions (id, session_id, provider, user_email, items, promo_code, country_code, subtotal,
        amount_discount, shipping, tax, amount_expected, currency, status, api_key_id, created_at, completed_at)
     select o.id,
       case when o.provider = 'stripe' then 'cs_test_' || ${d.hex('sid', 'o.id', 50)} || to_hex(o.id)
            else upper(to_hex(o.id)) || upper(${d.hex('sid', 'o.id', 4)}) end,
       o.provider, o.email, it.items, o.promo_code, o.country, o.subtotal, o.discount, o.shipping, o.tax, o.total,
       o.currency, 'completed', null, o.created - interval '3 minutes', o.created
     from scale_orders o
     join (select order_id, jsonb_agg(jsonb_build_object('product_id', product_id, 'quantity', quantity) order by line) as items
           from scale_items group by order_id) it on it.order_id = o.id`,
  ]);

  await step('orders', [
    `insert into orders (id, order_number, user_id, customer_email, status, currency, subtotal, amount_discount, tax,
        shipping, total, payment_provider, payment_session_id, promo_code_id, promo_code, promo_discount_type,
        promo_discount_value, shipping_country_code, created_at, updated_at)
     select id, 'ORD-' || extract(year from created at time zone 'UTC') || '-' || lpad(id::text, 7, '0'),
       user_id, email, status, currency, subtotal, discount, tax, shipping, total, provider, id,
       promo_id, promo_code, promo_type, promo_value, country, created,
       case when status in ('paid', 'pending') then created else least(${until}, created + interval '2 days') end
     from scale_orders`,
  ]);

  await step('order_items', [
    `insert into order_items (order_id, product_id, product_name, quantity, price_at_purchase)
     select order_id, product_id, product_name, quantity, price from scale_items order by order_id, line`,
  ]);

  const pendingSessions = Math.max(5, Math.round(N / 5000));
  await step('pending sessions + webhooks', [
    // Checkouts still waiting, abandoned (expired) or failed: the newest are on the Orders screen.
    `insert into payment_sessions (id, session_id, provider, user_email, items, country_code, subtotal, shipping, tax,
        amount_expected, currency, status, api_key_id, created_at)
     select ${N} + s, 'cs_test_' || ${d.hex('pss', 's', 50)} || 'p' || to_hex(s), 'stripe', ${email(`(${K + 1} + ${d.int('psu', 's', U - K)})`)},
       jsonb_build_array(jsonb_build_object('product_id', p.id, 'quantity', 1)), null, p.price_usd, 0, 0, p.price_usd, 'USD',
       case when s > ${pendingSessions} * 0.6 then 'pending' when s % 2 = 0 then 'expired' else 'failed' end,
       null, ${until} - interval '1 minute' * (${pendingSessions} - s + 1) * 7
     from generate_series(1, ${pendingSessions}) as s
     join products p on p.id = 1 + ${d.int('psp', 's', P)}`,
    // Webhook deliveries already handled: every completed session except the admin's simulations.
    `insert into processed_webhook_events (provider, event_id, session_id, processed_at)
     select provider, case when provider = 'stripe' then 'evt_' || ${d.hex('evt', 'id', 24)} || to_hex(id)
                           else ${d.hex('evc', 'id', 8)} || '-' || to_hex(id) end,
       session_id, completed_at
     from payment_sessions where status = 'completed' and ${d.unit('sim', 'id')} >= 0.03`,
  ]);

  // Promo usage: what the orders redeemed; a capped code's max_uses is at least that.
  await step('promo usage', [
    `update code_promos c set usage_count = u.n,
       max_uses = case when ${d.unit('pm', 'c.id')} < 0.6 then u.n + ${d.int('px', 'c.id', 200)} end
     from (select promo_code_id as id, count(*)::int as n from orders where promo_code_id is not null group by 1) u
     where u.id = c.id`,
    `update code_promos set max_uses = 100 + ${d.int('px', 'id', 900)} where usage_count = 0 and ${d.unit('pm', 'id')} < 0.6`,
  ]);

  // --- Fulfilment: access grants, shipments -------------------------------------------------------
  await step('user_product_access', [
    `insert into user_product_access (user_id, product_id, order_id, expires_at, is_active, granted_at, created_at, updated_at)
     select user_id, product_id, order_id, expires_at, is_active, granted, granted, granted
     from (
       select distinct on (o.user_id, it.product_id)
         o.user_id, it.product_id, o.id as order_id, o.created as granted,
         case when p.access_duration_months is null then null
              else o.created + interval '1 month' * p.access_duration_months * it.quantity end as expires_at,
         ${d.unit('ar', 'o.id')} >= 0.02 as is_active
       from scale_orders o
       join scale_items it on it.order_id = o.id
       join products p on p.id = it.product_id
       where o.user_id is not null and it.downloadable and o.status not in ('pending', 'cancelled')
       order by o.user_id, it.product_id, o.created desc
     ) g
     order by granted, order_id, product_id`,
  ]);

  await step('shipments', [
    `insert into shipments (order_id, tracking_number, carrier, status, shipped_at, delivered_at, created_at, updated_at)
     select id, case carrier when 'UPS' then '1Z' || upper(${d.hex('tr', 'id', 6)}) || lpad((${d.hash('tn', 'id')} % 10000000000)::text, 10, '0')
                             when 'USPS' then '9400' || lpad((${d.hash('tn', 'id')} % 1000000000000000)::text, 18, '0')
                             else lpad((${d.hash('tn', 'id')} % 1000000000000)::text, 12, '0') end,
       carrier, ship_status, case when ship_status <> 'pending' then shipped end,
       case when ship_status = 'delivered' then least(${until}, shipped + interval '1 hour' * (30 + ${d.int('dl', 'id', 140)})) end,
       least(${until}, created + interval '6 hours'), least(${until}, shipped + interval '1 hour' * (30 + ${d.int('dl', 'id', 140)}))
     from (
       select id, created, least(${until}, created + interval '1 hour' * (12 + ${d.int('sh', 'id', 36)})) as shipped,
         case when country = 'US' then ${d.pick('cu', 'id', ['USPS', 'UPS', 'FedEx'])} else ${d.pick('ci', 'id', ['DHL', 'DHL', 'FedEx', 'UPS'])} end as carrier,
         case when status = 'shipped' then 'in_transit'
              when ${d.unit('sf', 'id')} < 0.01 then 'failed'
              when status in ('completed', 'refund requested', 'partially refunded') then 'delivered'
              else 'pending' end as ship_status
       from scale_orders
       where physical and status in ('shipped', 'completed', 'refund requested', 'partially refunded', 'awaiting stock')
     ) s
     order by created, id`,
  ]);

  // --- Operations: audit trail, API keys, mail, blacklist, admin sessions -----------------------------
  const adminNames = arr(ADMINS.map((a) => a.name));
  const adminEmails = arr(ADMINS.map((a, n) => (n === 0 ? o.adminEmail : a.email!)));
  await step('audit_logs', [
    `insert into audit_logs (admin_user_id, admin_name, admin_email, action, resource_type, resource_id, changes,
        ip_address, created_at)
     select admin, ${adminNames}[admin], ${adminEmails}[admin], action, resource, resource_id,
       case resource
         when 'orders' then jsonb_build_object('status', jsonb_build_object('before', 'processing', 'after', 'shipped'))
         when 'shipments' then jsonb_build_object('status', jsonb_build_object('before', 'in_transit', 'after', 'delivered'))
         when 'users' then jsonb_build_object('name', jsonb_build_object('before', 'Customer', 'after', 'Customer ' || resource_id))
         when 'user_product_access' then jsonb_build_object('is_active', jsonb_build_object('before', true, 'after', false))
         when 'products' then jsonb_build_object('price_usd', jsonb_build_object('before', 4900, 'after', 5900))
         else jsonb_build_object('updated_at', jsonb_build_object('after', created)) end,
       '10.' || ${d.int('ia', 'admin', 250)} || '.' || ${d.int('ib', 'admin', 250)} || '.' || (1 + ${d.int('ic', 'a', 3)}),
       created
     from (
       select a, 1 + ${d.int('aa', 'a', K)} as admin, resource,
         ${d.weighted('ac', 'a', [
           { value: `'update'`, weight: 60 },
           { value: `'create'`, weight: 30 },
           { value: `'delete'`, weight: 10 },
         ])} as action,
         case resource when 'orders' then (1 + ${d.int('ar', 'a', Math.max(1, N))})::text
                       when 'users' then (${K + 1} + ${d.int('ar', 'a', U - K)})::text
                       when 'countries' then ${arr(COUNTRIES.map((c) => c.code))}[1 + ${d.int('ar', 'a', COUNTRIES.length)}]
                       else (1 + ${d.int('ar', 'a', 1000)})::text end as resource_id,
         ${at(`(a - 0.5) / ${Math.max(1, o.audit)}::float8`)} as created
       from (select a, ${d.weighted('at', 'a', AUDIT_RESOURCES)} as resource from generate_series(1, ${o.audit}) as a) r
     ) s`,
  ]);

  await step('operations', [
    `insert into api_keys (name, description, key_prefix, key_hash, is_active, usage_count, last_used_at, revoked_at, created_by, created_at)
     select name, description, 'sk_live_' || ${d.hex('kp', 'k', 4)}, encode(sha256(convert_to(${d.hex('kh', 'k', 40)}, 'UTF8')), 'hex'),
       k <> 5, usage, case when usage > 0 then ${until} - interval '1 minute' * k * 37 end,
       case when k = 5 then ${until} - interval '199 days' end, 1, ${at(`k / 10.0`)}
     from (values (1, 'Webflow Production', 'Main storefront on Webflow', ${N * 3}), (2, 'Webflow Staging', 'Staging site', ${Math.round(N / 10)}),
                  (3, 'Mobile App (iOS)', 'In-app purchases of software licences', ${N}), (4, 'Partner Portal', null, 0),
                  (5, 'Legacy WordPress Shop', 'Replaced by Webflow', ${Math.round(N / 2)})) as k(k, name, description, usage)`,
    `update payment_sessions set api_key_id = 1 where id > ${N}`,
    // The onboarding e-mail every customer created by a payment was sent (kept: no SMTP).
    `insert into mail_outbox (to_email, template_key, subject, body_text, status, attempts, created_at)
     select email, 'onboarding', 'Welcome to Store — set up your account',
       'Welcome to Store, ' || name || '! Choose a password to finish setting up your account.', 'kept', 0, created_at
     from users where not is_admin order by id`,
    `insert into ip_blacklist (ip, score, reasons, manual, blocked_by, blocked_at, expires_at)
     select '203.0.113.' || b, case when b % 4 = 0 then 100 else 80 + b % 20 end,
       case when b % 4 = 0 then '["Blocked manually: card testing"]'::jsonb else '["rate limit hits", "failed logins"]'::jsonb end,
       b % 4 = 0, case when b % 4 = 0 then 1 end, ${until} - interval '1 hour' * b, ${until} + interval '1 hour' * (24 - b)
     from generate_series(1, 12) as b`,
    `insert into admin_sessions (id, user_id, created_at, expires_at, revoked_at, revoked_reason)
     select md5('${o.seed}:session:' || s)::uuid, 1 + s % ${K}, ${until} - interval '1 day' * s,
       ${until} - interval '1 day' * s + interval '30 days',
       case when s > 3 then ${until} - interval '1 day' * s + interval '8 hours' end, case when s > 3 then 'logout' end
     from generate_series(1, 20) as s`,
    `insert into refresh_tokens (token_hash, session_id, created_at, used_at)
     select encode(sha256(convert_to('${o.seed}:refresh:' || s, 'UTF8')), 'hex'), md5('${o.seed}:session:' || s)::uuid,
       ${until} - interval '1 day' * s, ${until} - interval '1 day' * s + interval '15 minutes'
     from generate_series(1, 20) as s`,
  ]);

  // --- Work tables away, indexes back, sequences after the last id, statistics -----------------
  await step('rebuild indexes', [
    `drop table if exists scale_items`,
    `drop table if exists scale_orders`,
    // The orders' search texts (decision 0041) and their filter flags (migration 0032), kept by
    // triggers that were off with the others.
    `select order_search_rebuild()`,
    `update orders o set has_physical_items = true from (
       select distinct i.order_id from order_items i join products p on p.id = i.product_id where p.is_physical) x
     where x.order_id = o.id`,
    `update orders o set has_shipment = true from (select distinct order_id from shipments) x where x.order_id = o.id`,
    ...indexes.map((ix) => ix.def),
  ]);
  await step('counts and rollups', [
    ...COUNTED_TABLES.map((t) => `alter table ${t} enable trigger user`),
    `select row_counts_rebuild()`,
    `select analytics_rebuild((select time_zone from analytics_settings))`,
  ]);
  await step('sequences', [
    ...IDENTITY_TABLES.map(
      (t) => `select setval(pg_get_serial_sequence('${t}', 'id'), (select coalesce(max(id), 0) + 1 from ${t}), false)`,
    ),
  ]);
  // The rows the server itself keeps (the onboarding template, the default rate limiters).
  await seedSystemTemplates(db);
  await seedRateLimiters(db);
  await step('analyze', ['analyze']);

  const { adminPassword: _password, ...recorded } = o;
  await db.execute(
    sql`insert into system_settings (key, value) values (${SCALE_MARKER_KEY}, ${scaleFingerprint(o)})
        on conflict (key) do update set value = excluded.value, updated_at = now()`,
  );
  const counts = await rowsOf<{ t: string; n: number }>(
    db,
    BULK_TABLES.concat(['countries', 'api_keys', 'ip_blacklist', 'rate_limiter_settings'])
      .map((table) => `select '${table}' as t, count(*)::int as n from ${table}`)
      .join(' union all '),
  );
  return {
    options: recorded,
    rows: Object.fromEntries(counts.map((c) => [c.t, c.n])),
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    steps,
  };
}

/** The options a database was filled with (its marker), or null. */
export async function readScaleMarker(db: Db): Promise<string | null> {
  const rows = await rowsOf<{ value: string }>(
    db,
    `select value from system_settings where key = '${SCALE_MARKER_KEY}'`,
  );
  return rows[0]?.value ?? null;
}
