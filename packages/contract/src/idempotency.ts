// Safe retries (issue 33, item 2): a POST that creates a record or moves money may carry an
// `Idempotency-Key`; the same key and request answer the first answer again for 24 hours.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_HOURS = 24;
/** Up to 255 visible ASCII characters (a UUID is the usual choice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_TEXTS = {
  invalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters, such as a UUID',
  reused: 'This Idempotency-Key was already used with a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed: retry in a moment',
  /** The replayed answer's header. */
  replayedHeader: 'Idempotent-Replayed',
} as const;

/** The sentence each operation that honours the header adds to its documentation. */
export const IDEMPOTENCY_DOC =
  ' Honours an `Idempotency-Key` header (1–255 visible ASCII characters): the same key and request ' +
  'answer the first answer again for 24 hours, with `Idempotent-Replayed: true`, without doing the work twice; ' +
  'the same key with another request answers 422.';
