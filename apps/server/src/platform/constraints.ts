// Recognises a unique-constraint violation by its constraint name, so a service can turn the
// race it lost (two admins saving the same e-mail at once) into the same clear 409 as its
// pre-check. drizzle wraps driver errors: the PostgreSQL fields are on the error or its cause.

/** True when `err` is a unique violation (SQLSTATE 23505) of the named constraint. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}
