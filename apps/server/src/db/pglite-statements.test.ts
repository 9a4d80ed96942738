// PGlite with named statements (decision 0039) answers as PGlite's own `query` does: the same
// rows and types, the database's errors, transactions kept apart, and statements parsed once.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-statements.ts';

let raw: PGlite;
let pg: PGlite;

beforeAll(async () => {
  raw = await PGlite.create();
  pg = withPreparedStatements(raw, 4);
  await raw.exec(`create table things (id int primary key, name text unique, at timestamptz, doc jsonb, ok boolean,
                  tags text[])`);
}, 60_000);
afterAll(() => raw.close());

const kept = async () =>
  (await raw.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((r) => r.statement);

describe('PGlite with named statements', () => {
  it('writes and reads every kind of value as PGlite itself does', async () => {
    const at = new Date('2026-11-25T10:00:00.123Z');
    const values = [1, 'Ünïcode 🛒 ✓', at, { a: [1, 'x'], b: null }, true, ['a', 'b,c', '"q"']];
    const insert = 'insert into things (id, name, at, doc, ok, tags) values ($1, $2, $3, $4, $5, $6) returning *';
    const ours = await pg.query(insert, values);
    await raw.query('delete from things');
    const theirs = await raw.query(insert, values);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.affectedRows).toBe(1);
    const select = 'select * from things where id = $1 and ok = $2';
    expect((await pg.query(select, [1, true], { rowMode: 'array' })).rows).toEqual(
      (await raw.query(select, [1, true], { rowMode: 'array' })).rows,
    );
    expect((await pg.query('select $1::int as n, $2::text as t', [null, undefined])).rows).toEqual([
      { n: null, t: null },
    ]);
    expect((await pg.query('update things set ok = false where id = $1', [99])).affectedRows).toBe(0);
  });

  it('parses a statement once and closes the least recently used beyond its limit', async () => {
    const texts = [1, 2, 3, 4, 5].map((n) => `select ${n} as n, $1::int as m`);
    for (const text of texts) expect((await pg.query(text, [7])).rows).toEqual([{ n: Number(text[7]), m: 7 }]);
    expect(await kept()).toEqual(expect.arrayContaining(texts.slice(1)));
    expect(await kept()).toHaveLength(4);
    // Used again, the first is parsed again and the least recently used (the second) goes.
    await pg.query(texts[0]!, [1]);
    await pg.query(texts[0]!, [2]);
    expect((await kept()).filter((t) => t === texts[0])).toHaveLength(1);
    expect(await kept()).not.toContain(texts[1]);
  });

  it("gives the database's errors, keeps nothing of them, and goes on", async () => {
    await pg.query('insert into things (id, name) values ($1, $2)', [2, 'taken']);
    const duplicate = pg.query('insert into things (id, name) values ($1, $2)', [3, 'taken']);
    await expect(duplicate).rejects.toMatchObject({ code: '23505', constraint: 'things_name_key' });
    await expect(pg.query('select nonsense from things where', [])).rejects.toMatchObject({ code: '42601' });
    expect(await kept()).not.toContain('select nonsense from things where');
    expect((await pg.query('select count(*)::int as n from things where name = $1', ['taken'])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('keeps a transaction apart: a call outside waits for it, a rollback takes its writes back', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const tx = pg.transaction(async (t) => {
      await t.query('insert into things (id, name) values ($1, $2)', [10, 'inside']);
      await held;
      order.push('tx done');
    });
    // Started while the transaction is open: it must not run inside it.
    const outside = pg.query<{ n: number }>('select count(*)::int as n from things where id = $1', [10]).then((r) => {
      order.push('outside');
      return r.rows[0]!.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual([]);
    release();
    await tx;
    expect(await outside).toBe(1);
    expect(order).toEqual(['tx done', 'outside']);

    await expect(
      pg.transaction(async (t) => {
        await t.query('insert into things (id, name) values ($1, $2)', [11, 'rolled back']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await pg.query('select count(*)::int as n from things where id = $1', [11])).rows).toEqual([{ n: 0 }]);
  });

  it('parses again a statement whose table changed shape', async () => {
    const text = 'select * from things where id = $1';
    expect(Object.keys((await pg.query<object>(text, [10])).rows[0]!)).not.toContain('note');
    await raw.exec('alter table things add column note text');
    expect(Object.keys((await pg.query<object>(text, [10])).rows[0]!)).toContain('note');
  });
});
