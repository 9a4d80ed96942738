/** The real servers the browser tests run against (started by playwright.config.ts). */
export const SERVERS = {
  demo: { port: 4310, url: 'http://127.0.0.1:4310' },
  empty: { port: 4311, url: 'http://127.0.0.1:4311' },
} as const;

export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password', name: 'Store Admin' };
