// Recognises a constraint violation by its constraint name, so a service can turn the race it
// lost (two admins saving the same e-mail at once, two refunds of one order's last dollar) into
// the same clear answer as its pre-check. drizzle wraps driver errors: the PostgreSQL fields are on the error or its cause.

/** True when `err` is a unique violation (SQLSTATE 23505) of the named constraint. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  return violates(err, '23505', constraint);
}

/** True when `err` is a check violation (SQLSTATE 23514) of the named constraint. */
export function isCheckViolation(err: unknown, constraint: string): boolean {
  return violates(err, '23514', constraint);
}

function violates(err: unknown, sqlState: string, constraint: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === sqlState) return name === constraint;
  }
  return false;
}
