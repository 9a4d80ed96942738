// The answers' serialiser (response-check.ts): a schema without a pipe or transform is checked with
// zod's fast path, one with them is run backwards; either way nothing undeclared leaves and an
// answer of the wrong shape is refused.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UsersResponseSchema } from '@store/contract/users';
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { changesValues, responseSerializer } from './response-check.ts';

const isoDate = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

const user = {
  id: 7,
  email: 'ada@example.com',
  name: 'Ada',
  is_admin: false,
  admin_role: null,
  onboarding_completed: true,
  has_onboarding_link: false,
  onboarding_link: null,
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  revision: 3,
};
const page = { users: [user], pagination: { page: 1, limit: 10, total: 1, pages: 1 } };
const serialize = (schema: z.ZodType) => responseSerializer({ schema, method: 'GET', url: '/x' });

describe('changesValues', () => {
  it('finds no change in a plain response', () => {
    expect(changesValues(UsersResponseSchema)).toBe(false);
    expect(changesValues(z.object({ a: z.string().nullable().optional(), b: z.array(z.number()) }))).toBe(false);
  });

  it('finds a codec, a transform or a pipe wherever it sits', () => {
    expect(changesValues(z.object({ rows: z.array(z.object({ at: isoDate })) }))).toBe(true);
    expect(changesValues(z.union([z.string(), z.number().transform(String)]))).toBe(true);
    expect(changesValues(z.record(z.string(), z.string().pipe(z.email())))).toBe(true);
    expect(changesValues(z.object({ a: z.tuple([z.string(), isoDate.optional()]) }))).toBe(true);
    expect(changesValues(z.lazy(() => z.object({ at: isoDate })))).toBe(true);
  });

  it('walks a recursive schema once', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    expect(changesValues(node)).toBe(false);
  });
});

describe('responseSerializer', () => {
  it('writes only what the schema declares', () => {
    const withSecret = { ...page, users: [{ ...user, password_hash: '$argon2id$secret' }], debug: true };
    const text = serialize(UsersResponseSchema)(withSecret);
    expect(text).not.toContain('argon2id');
    expect(text).not.toContain('debug');
    expect(JSON.parse(text)).toEqual(page);
  });

  it('gives what zod encoding gives', () => {
    expect(serialize(UsersResponseSchema)(page)).toBe(JSON.stringify(z.encode(UsersResponseSchema, page)));
  });

  it('refuses an answer of the wrong shape', () => {
    const broken = { ...page, users: [{ ...user, created_at: 'yesterday' }] };
    let thrown: unknown;
    try {
      serialize(UsersResponseSchema)(broken);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(isResponseSerializationError(thrown as Error)).toBe(true);
  });

  it('runs a codec backwards', () => {
    const schema = z.object({ at: isoDate });
    expect(serialize(schema)({ at: new Date('2026-11-25T10:00:00Z') })).toBe('{"at":"2026-11-25T10:00:00.000Z"}');
  });

  // The type provider's own serializer is what this one replaces (README.md): on the installed
  // versions, both write the same bytes.
  it("writes what fastify-type-provider-zod's own serializer writes, for a plain schema and for a codec", () => {
    const withSecret = { ...page, users: [{ ...user, password_hash: '$argon2id$secret' }] };
    for (const [schema, data] of [
      [UsersResponseSchema, withSecret],
      [z.object({ at: isoDate }), { at: new Date('2026-11-25T10:00:00.000Z') }],
    ] as const) {
      const route = { schema, method: 'GET', url: '/x' };
      const theirs = (serializerCompiler as unknown as (r: typeof route) => (d: unknown) => string)(route)(data);
      expect(responseSerializer(route)(data)).toBe(theirs);
    }
  });
});
