// Substring search with ILIKE / LIKE, served by the pg_trgm GIN indexes of the schema.

/** `%text%` with LIKE's own wildcards escaped, so "50%" finds "50%" and not everything. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
