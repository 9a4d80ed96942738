/**
 * Query keys, one factory per resource (`all`, `list(params)`, `detail(id)`), so a mutation can
 * refresh exactly what it changed (`useRefresh` in refresh.ts): `queryKeys.users.all` covers every
 * users list and detail.
 * A new resource is one line below.
 */
function resource<const Name extends string>(name: Name) {
  return {
    all: [name] as const,
    lists: () => [name, 'list'] as const,
    list: <P extends object>(params: P) => [name, 'list', params] as const,
    details: () => [name, 'detail'] as const,
    detail: (id: string | number) => [name, 'detail', String(id)] as const,
  };
}

export const queryKeys = {
  analytics: {
    ...resource('analytics'),
    overview: (params: object = {}) => ['analytics', 'overview', params] as const,
    report: (name: string, params: object = {}) => ['analytics', name, params] as const,
  },
  users: resource('users'),
  products: resource('products'),
  onboarding: resource('onboarding'),
  passwordReset: resource('password-reset'),
  orders: {
    ...resource('orders'),
    /** An order's timeline: under `orders`, so whatever refreshes the orders refreshes it too. */
    timeline: (id: number) => ['orders', 'timeline', String(id)] as const,
    /** The statuses in the store with their counts: refreshed with the orders. */
    statuses: () => ['orders', 'statuses'] as const,
  },
  promos: resource('promos'),
  access: resource('access'),
  apiKeys: resource('api-keys'),
  shipments: resource('shipments'),
  monitoring: resource('monitoring'),
  rateLimiters: resource('rate-limiters'),
  audit: resource('audit'),
  countries: resource('countries'),
  releases: resource('releases'),
  templates: resource('templates'),
  outbox: resource('outbox'),
  /** The work queues with their counts (issue 34): refetched whenever the dashboard opens. */
  queues: resource('queues'),
  webhooks: {
    ...resource('webhooks'),
    /** An endpoint's delivery log, one page: under `webhooks`, so what refreshes the endpoints refreshes it too. */
    deliveries: (id: number, page: number) => ['webhooks', 'deliveries', String(id), page] as const,
  },
  /** The signed-in admin's own two-step sign-in and the setting that requires it. */
  twoStep: resource('two-step'),
  /**
   * Signed-in sessions: `list({})` the admin's own, `detail(userId)` another account's. Sign-in
   * histories under `signIns` the same way.
   */
  sessions: resource('sessions'),
  signIns: resource('sign-ins'),
  /** The signed-in admin's own settings of each list: `detail(list)` (decision 0064). */
  listSettings: resource('list-settings'),
  /** Saved views (decision 0065): `list({ list })` one list's, `list({})` every list's (the palette). */
  views: resource('views'),
  /** The command palette's answers, one per search text (decision 0030). */
  search: {
    all: ['search'] as const,
    results: (q: string) => ['search', q] as const,
  },
} as const;
