// Two-step codes as an authenticator app computes them, for tests that sign in with two-step on.
import { Secret, TOTP } from 'otpauth';

const STEP_MS = 30_000;

/** A code of the enrolled secret, `steps` 30-second steps from now (as an app with that clock). */
export function codeAt(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * STEP_MS,
  });
}

/** Codes are computed here and checked there: keep both inside one 30-second step. */
export async function awayFromStepEdge(): Promise<void> {
  const into = Date.now() % STEP_MS;
  if (into > STEP_MS - 3000) await new Promise((r) => setTimeout(r, STEP_MS - into + 50));
}
