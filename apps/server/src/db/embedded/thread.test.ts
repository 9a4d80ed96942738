// The embedded database's door (decision 0045): `pg` talks to PGlite on its own thread as it talks
// to PostgreSQL. The values, errors, transactions, named statements, notifications and dumps that
// the server relies on, proved through the same pool and driver the server uses.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../client.ts';
import { lastStatus, UnitCutter } from './thread.ts';

let database: Database;
const pool = () => database.db.$client;

beforeAll(async () => {
  database = await openPglite();
  await pool().query(`create table things (id int primary key, name text unique, at timestamptz, doc jsonb,
    ok boolean, tags text[], data bytea, price numeric(10,2), big bigint, counter int not null default 0)`);
}, 60_000);
afterAll(() => database.close());

describe('the embedded database through pg', () => {
  it('writes and reads every kind of value', async () => {
    const values = [
      1,
      'Ünïcode 🛒 ✓ \u{10FFFF}',
      new Date('2026-11-25T10:00:00.123Z'),
      JSON.stringify({ a: [1, 'x'], b: null }),
      true,
      ['a', 'b,c', '"q"'],
      Buffer.from([0, 1, 255]),
      '12.50',
      '9007199254740993',
    ];
    const { rows } = await pool().query(
      'insert into things (id, name, at, doc, ok, tags, data, price, big) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *',
      values,
    );
    expect(rows[0]).toMatchObject({
      id: 1,
      name: values[1],
      at: values[2],
      doc: { a: [1, 'x'], b: null },
      ok: true,
      tags: values[5],
      data: values[6],
      price: '12.50',
      big: '9007199254740993',
    });
  });

  it("answers the database's errors with their fields", async () => {
    await pool().query(`insert into things (id, name) values (2, 'taken')`);
    const err = await pool()
      .query(`insert into things (id, name) values (3, 'taken')`)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505', constraint: 'things_name_key', table: 'things' });
    // The connection goes on after an error.
    expect((await pool().query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('keeps a transaction to itself: another connection waits for it, and sees only what it committed', async () => {
    const a = await pool().connect();
    const b = await pool().connect();
    try {
      await a.query('begin');
      await a.query(`insert into things (id, name) values (10, 'in a transaction')`);
      let answered = false;
      const read = b.query(`select count(*)::int as n from things where id = 10`).then((r) => {
        answered = true;
        return r.rows[0].n as number;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      await a.query('rollback');
      expect(await read).toBe(0);
    } finally {
      a.release();
      b.release();
    }
  });

  it('loses no update when many transactions change one row at once', async () => {
    await pool().query(`insert into things (id, name) values (20, 'counted')`);
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        const client = await pool().connect();
        try {
          await client.query('begin');
          const { rows } = await client.query('select counter from things where id = 20 for update');
          await client.query('update things set counter = $1 where id = 20', [rows[0].counter + 1]);
          await client.query('commit');
        } finally {
          client.release();
        }
      }),
    );
    expect((await pool().query('select counter from things where id = 20')).rows[0].counter).toBe(40);
  });

  it('rolls back what a connection left open when it ends', async () => {
    const client = await pool().connect();
    await client.query('begin');
    await client.query(`insert into things (id, name) values (30, 'abandoned')`);
    client.release(true); // ends the connection
    await expect
      .poll(async () => (await pool().query('select count(*)::int as n from things where id = 30')).rows[0].n)
      .toBe(0);
    // The session is free again.
    expect((await pool().query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });

  it('keeps the named statements of each connection apart, and closes them when it ends', async () => {
    const statement = { name: 'count_things', text: 'select count(*)::int as n from things where id > $1' };
    const clients = await Promise.all(Array.from({ length: 4 }, () => pool().connect()));
    const answers = await Promise.all(clients.map((c, i) => c.query({ ...statement, values: [i] })));
    expect(answers.map((a) => typeof a.rows[0].n)).toEqual(['number', 'number', 'number', 'number']);
    const named = async () =>
      (await pool().query(`select count(*)::int as n from pg_prepared_statements where name like '%.count_things'`))
        .rows[0].n as number;
    expect(await named()).toBe(4);
    for (const c of clients) c.release(true);
    await expect.poll(named).toBe(0);
  });

  it('delivers notifications at commit, and none after the listener stops', async () => {
    const heard: string[] = [];
    const states: boolean[] = [];
    const stop = await database.listen('things_changed', {
      message: (payload) => heard.push(payload),
      state: (listening) => states.push(listening),
    });
    const client = await pool().connect();
    try {
      await client.query('begin');
      await client.query(`select pg_notify('things_changed', 'one ✓')`);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(heard).toEqual([]);
      await client.query('commit');
    } finally {
      client.release();
    }
    await expect.poll(() => heard).toEqual(['one ✓']);
    await stop();
    await pool().query(`select pg_notify('things_changed', 'two')`);
    await pool().query('select 1');
    expect(heard).toEqual(['one ✓']);
    expect(states).toEqual([true, false]);
  });

  it('dumps its data, and a new thread opens the dump with the same rows', async () => {
    const dump = await database.dump();
    const copy = await openPglite({ loadDataDir: dump });
    try {
      const text = 'select id, name from things order by id';
      expect((await copy.db.$client.query(text)).rows).toEqual((await pool().query(text)).rows);
    } finally {
      await copy.close();
    }
    await expect(copy.db.$client.query('select 1')).rejects.toThrow();
  });

  it('lets the process end when it has nothing left to wait for', () => {
    const module = fileURLToPath(new URL('../client.ts', import.meta.url));
    const script = `
      const { openPglite } = await import(${JSON.stringify(module)});
      const database = await openPglite();
      const { rows } = await database.db.$client.query("select 'answered' as said");
      console.log(rows[0].said);`;
    const file = join(mkdtempSync(join(tmpdir(), 'embedded-')), 'script.mts');
    writeFileSync(file, script);
    const child = spawnSync(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8', timeout: 30_000 });
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe('answered');
    // Never closed, neither the pool nor the thread held the process open.
    expect(child.status).toBe(0);
  });
});

/** A protocol message: a type byte and a body, its length counting itself. */
function message(type: string, body: Uint8Array = new Uint8Array(0)): Uint8Array {
  const out = new Uint8Array(5 + body.length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, 4 + body.length);
  out.set(body, 5);
  return out;
}
const text = (s: string) => new TextEncoder().encode(`${s}\0`);
const startup = () => {
  const body = text('user\0postgres\0');
  const out = new Uint8Array(8 + body.length);
  new DataView(out.buffer).setInt32(0, out.length);
  new DataView(out.buffer).setInt32(4, 196608);
  out.set(body, 8);
  return out;
};
const join2 = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

describe('cutting a connection into units', () => {
  const parse = (name: string, query: string) => message('P', join2([text(name), text(query), new Uint8Array(2)]));
  const stream = join2([
    startup(),
    message('Q', text('select 1')),
    parse('kept', 'select $1'),
    message('B', join2([text(''), text('kept'), new Uint8Array(6)])),
    message('E', join2([text(''), new Uint8Array(4)])),
    message('S'),
    parse('', 'select 2'),
    message('S'),
  ]);

  it('ends a unit at each Sync or simple query, and prefixes the statement names, however the bytes arrive', () => {
    const whole = new UnitCutter(7).push(stream);
    expect(whole).toHaveLength(4);
    const decoded = whole.map((u) => new TextDecoder().decode(u));
    expect(decoded[2]).toContain('c7.kept\0select $1');
    expect(decoded[2]).toContain('\0c7.kept\0'); // the Bind names it too
    expect(decoded[3]).toContain('\0select 2'); // the unnamed statement stays unnamed
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: stream.length - 1 }), { maxLength: 12 }), (cuts) => {
        const cutter = new UnitCutter(7);
        const bounds = [0, ...cuts.sort((x, y) => x - y), stream.length];
        const units = bounds.slice(1).flatMap((end, i) => cutter.push(stream.slice(bounds[i], end)));
        expect(units).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  });

  it('stops at Terminate', () => {
    const cutter = new UnitCutter(1);
    const units = cutter.push(join2([startup(), message('X'), message('Q', text('select 1'))]));
    expect(units).toHaveLength(1);
    expect(cutter.terminated).toBe(true);
  });

  it("reads the transaction status of an answer's last ReadyForQuery", () => {
    const ready = (status: string) => message('Z', new Uint8Array([status.charCodeAt(0)]));
    expect(lastStatus(join2([message('C', text('BEGIN')), ready('T')]))).toBe('T'.charCodeAt(0));
    expect(lastStatus(join2([ready('T'), message('C', text('COMMIT')), ready('I')]))).toBe('I'.charCodeAt(0));
    expect(lastStatus(message('2'))).toBeNull();
  });
});
