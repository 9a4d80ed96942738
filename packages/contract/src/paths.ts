// Route paths, written once: the server registers `PROMO_PATHS.item` ('/promos/:id') and the
// panel calls `pathTo(PROMO_PATHS.item, { id })`. Each feature's contract file names its paths.

/** The `:name` segments of a path template. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path template with its `:name` segments filled in (each value URI-encoded). */
export function pathTo<P extends string>(template: P, params: Record<PathParams<P>, string | number>): string {
  return template.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}
