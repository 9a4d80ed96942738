// The embedded database on its own thread (decision 0040) answers as PGlite in the server's
// thread did: the same rows and types, the database's errors with their fields, transactions
// committed, rolled back and kept apart, notifications, a dump that loads again, and a process
// that ends when it has nothing left to wait for.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemotePglite } from './pglite-remote.ts';

let remote: RemotePglite;
let local: PGlite;
const TABLE = `create table things (id int primary key, name text unique, at timestamptz, doc jsonb, ok boolean,
               tags text[], data bytea, price numeric(10,2), big bigint)`;

beforeAll(async () => {
  [remote, local] = await Promise.all([RemotePglite.open({ sharedBuffers: '16MB' }), PGlite.create()]);
  await Promise.all([remote.exec(TABLE), local.exec(TABLE)]);
}, 60_000);
afterAll(async () => {
  await Promise.all([remote.close(), local.close()]);
});

const count = async (where: string, params: unknown[]) =>
  (await remote.query<{ n: number }>(`select count(*)::int as n from things where ${where}`, params)).rows[0]!.n;

describe('PGlite on its own thread', () => {
  it('writes and reads every kind of value as PGlite in this thread does', async () => {
    const values = [
      1,
      'Ünïcode 🛒 ✓',
      new Date('2026-11-25T10:00:00.123Z'),
      { a: [1, 'x'], b: null },
      true,
      ['a', 'b,c', '"q"'],
      new Uint8Array([0, 1, 255]),
      '12.50',
      9007199254740993n,
    ];
    const insert = 'insert into things values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *';
    const [ours, theirs] = await Promise.all([remote.query(insert, values), local.query(insert, values)]);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.affectedRows).toBe(1);
    // Drizzle's options: rows as arrays, and timestamps kept as the database's text.
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (text: string) => text } };
    const select = 'select at, name from things where id = $1';
    const [a, b] = await Promise.all([remote.query(select, [1], options), local.query(select, [1], options)]);
    expect(a.rows).toEqual(b.rows);
    expect(typeof (a.rows[0] as unknown[])[0]).toBe('string');
  });

  it('refuses a parser that changes the text rather than dropping it', async () => {
    const options = { parsers: { [types.INT4]: (text: string) => Number(text) * 2 } };
    await expect(remote.query('select 1', [], options)).rejects.toThrow(/keep the text/);
  });

  it("gives the database's errors with their fields, and goes on", async () => {
    await remote.query('insert into things (id, name) values ($1, $2)', [2, 'taken']);
    const duplicate = remote.query('insert into things (id, name) values ($1, $2)', [3, 'taken']);
    await expect(duplicate).rejects.toMatchObject({
      code: '23505',
      constraint: 'things_name_key',
      table: 'things',
      message: expect.stringContaining('duplicate key'),
    });
    await expect(remote.query('select nonsense from things where')).rejects.toMatchObject({ code: '42601' });
    expect(await count('name = $1', ['taken'])).toBe(1);
  });

  it('commits a transaction, rolls one back when its callback throws, and keeps it apart', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const committed = remote.transaction(async (tx) => {
      await tx.query('insert into things (id, name) values ($1, $2)', [10, 'inside']);
      await held;
      order.push('tx done');
      return 'result';
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Started while the transaction is open: it waits for the commit rather than running inside it.
    const outside = count('id = $1', [10]).then((n) => {
      order.push('outside');
      return n;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual([]);
    release();
    expect(await committed).toBe('result');
    expect(await outside).toBe(1);
    expect(order).toEqual(['tx done', 'outside']);

    let kept: { closed: boolean } | undefined;
    await expect(
      remote.transaction(async (tx) => {
        kept = tx;
        await tx.query('insert into things (id, name) values ($1, $2)', [11, 'rolled back']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count('id = $1', [11])).toBe(0);
    expect(kept!.closed).toBe(true);

    // A statement that fails inside a transaction fails it; the next one goes on outside.
    await expect(
      remote.transaction(async (tx) => {
        await tx.query('insert into things (id, name) values ($1, $2)', [12, 'half']);
        await tx.query('insert into things (id, name) values ($1, $2)', [13, 'taken']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await count('id in (12, 13)', [])).toBe(0);
  });

  it('delivers notifications at commit, and stops when asked', async () => {
    const heard: string[] = [];
    const stop = await remote.listen('things_changed', (payload) => heard.push(payload));
    await remote.transaction(async (tx) => {
      await tx.query(`select pg_notify('things_changed', 'one ✓')`);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(heard).toEqual([]);
    });
    await remote.query('select 1');
    await expect.poll(() => heard).toEqual(['one ✓']);
    await stop();
    await remote.query(`select pg_notify('things_changed', 'two')`);
    await remote.query('select 1');
    expect(heard).toEqual(['one ✓']);
  });

  it('dumps its data, and a new thread opens the dump with the same rows', async () => {
    const dump = await remote.dumpDataDir('none');
    const copy = await RemotePglite.open({ sharedBuffers: '16MB', loadDataDir: dump });
    try {
      const sql = 'select id, name from things order by id';
      expect((await copy.query(sql)).rows).toEqual((await remote.query(sql)).rows);
    } finally {
      await copy.close();
    }
    expect(copy.closed).toBe(true);
    await expect(copy.query('select 1')).rejects.toThrow(/closed/);
  });

  it('keeps the process alive while it waits for an answer, and not after', () => {
    const module = fileURLToPath(new URL('./pglite-remote.ts', import.meta.url));
    const script = `
      const { RemotePglite } = await import(${JSON.stringify(module)});
      const pg = await RemotePglite.open({ sharedBuffers: '16MB' });
      const { rows } = await pg.query("select 'answered' as said");
      console.log(rows[0].said);`;
    const file = join(mkdtempSync(join(tmpdir(), 'remote-')), 'script.mts');
    writeFileSync(file, script);
    const child = spawnSync(process.execPath, ['--import', 'tsx', file], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe('answered');
    // Never closed, the thread did not hold the process open.
    expect(child.status).toBe(0);
  });
});
