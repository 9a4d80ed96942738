/**
 * The real servers the browser tests run against (started by playwright.config.ts).
 * E2E_PORT_BASE moves them, so several suites can run side by side on one machine.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4310);

export const SERVERS = {
  demo: { port: base, url: `http://127.0.0.1:${base}` },
  empty: { port: base + 1, url: `http://127.0.0.1:${base + 1}` },
  /** The analytics fixture store (SEED_FIXTURE=analytics) in New York time. */
  analytics: { port: base + 2, url: `http://127.0.0.1:${base + 2}` },
  /**
   * A demo store of the dashboard spec alone: it compares the screen with the API's figures,
   * which other specs' orders would change between the two reads.
   */
  dashboard: { port: base + 4, url: `http://127.0.0.1:${base + 4}` },
  /** More customers and orders than a picker's first 1,000 (SEED_FIXTURE=pickers). */
  pickers: { port: base + 5, url: `http://127.0.0.1:${base + 5}` },
} as const;

/**
 * The empty store sends its mail by SMTP to this port, where a spec that reads mail listens
 * (mailbox.ts); without a listener the mail fails and stays in the outbox, as in production.
 */
export const SMTP_PORT = base + 3;

export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password', name: 'Store Admin' };
