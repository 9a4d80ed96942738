// Access tokens verified lately, kept until they expire. A panel sends the same token with every
// call for its 15 minutes; verifying its HMAC again each time (WebCrypto through jose) cost an
// authenticated list 18 % of the server's CPU (bench P2). A token string whose signature and claims
// were verified gives the same answer until it expires, so it is looked up instead. Sessions are
// checked beside it (the session cache), so a token of an ended session is still refused.

/** Tokens kept at most; the oldest goes first (a Map keeps insertion order). */
export const VERIFIED_KEPT = 10_000;

export class VerifiedTokens<Claims> {
  readonly #kept = new Map<string, { claims: Claims; expiresAt: number }>();

  constructor(private readonly max = VERIFIED_KEPT) {}

  /** The claims of a token verified before and not yet expired, or undefined. */
  get(token: string, now = Date.now()): Claims | undefined {
    const known = this.#kept.get(token);
    if (!known) return undefined;
    if (known.expiresAt > now) return known.claims;
    this.#kept.delete(token);
    return undefined;
  }

  /** Keeps a token that was just verified, until `expiresAt` (ms since the epoch). */
  put(token: string, claims: Claims, expiresAt: number): void {
    if (this.#kept.size >= this.max) this.#kept.delete(this.#kept.keys().next().value!);
    this.#kept.set(token, { claims, expiresAt });
  }

  get size(): number {
    return this.#kept.size;
  }
}
