// Zod-free, like roles.ts: the panel's API client sends `If-Match` with it on every first visit
// (apps/web/src/firstVisit.test.ts); revisions.ts holds the rest of stale-edit protection.

/** The strong entity tag of a revision: `"3"`. */
export const etagOf = (revision: number) => `"${revision}"`;
