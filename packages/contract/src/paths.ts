// Route paths, written once: the server registers `PROMO_PATHS.item` ('/promos/:id') and the
// panel calls `pathTo(PROMO_PATHS.item, { id })`. Each feature's contract file names its paths.

/** The `:name` segments of a route path. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route path with its `:name` segments filled in (each value URI-encoded). */
export function pathTo<P extends string>(path: P, params: Record<PathParams<P>, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}
