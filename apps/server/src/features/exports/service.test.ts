// The export's stream on its own, over a stand-in list: it reads a batch only when the response
// has taken the previous one (backpressure), stops reading when the response is closed, and
// reports once what it sent.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { KeysetCursor, KeysetOrder } from '../../platform/keyset.ts';
import type { CsvBatch, ExportSource } from './queries.ts';
import { exportFilename, exportStream } from './service.ts';

const BATCH = 10;

/** A list of `total` rows, read `BATCH` at a time; counts its reads. */
function standIn(total: number) {
  const reads: number[] = [];
  const batchAt = (start: number): CsvBatch => {
    const rows = Math.max(0, Math.min(BATCH, total - start));
    const text = Array.from({ length: rows }, (_, i) => `${start + i}\r\n`).join('');
    return { rows, chunks: text ? [text] : [], last: rows > 0 ? { key: null, id: start + rows } : null };
  };
  const source: ExportSource<'users'> = {
    head: () => 'id\r\n',
    order: () => ({}) as KeysetOrder,
    batch: async (_db, _query, _order, after: KeysetCursor | null) => {
      const start = after?.id ?? 0;
      reads.push(start);
      await new Promise((resolve) => setImmediate(resolve));
      return batchAt(start);
    },
  };
  return { source, reads, first: batchAt(0) };
}

function open(total: number) {
  const { source, reads, first } = standIn(total);
  const done: { rows: number; complete: boolean }[] = [];
  const stream = exportStream(
    { db: {} as Db, timeZone: 'UTC' },
    source,
    { search: undefined, sort: undefined },
    {} as KeysetOrder,
    first,
    async (rows, complete) => {
      done.push({ rows, complete });
    },
    BATCH,
  );
  return { stream, reads, done };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the export stream', () => {
  it('sends the head and every row, then reports a complete file', async () => {
    const { stream, reads, done } = open(35);
    let text = '';
    await pipeline(
      stream,
      new Writable({
        write(chunk: string, _enc, cb) {
          text += chunk;
          cb();
        },
      }),
    );
    expect(text.split('\r\n')).toEqual(['id', ...Array.from({ length: 35 }, (_, i) => String(i)), '']);
    expect(reads).toEqual([10, 20, 30]);
    expect(done).toEqual([{ rows: 35, complete: true }]);
  });

  it('reads one more batch at most while nobody takes the data (backpressure)', async () => {
    const { stream, reads, done } = open(1000);
    const first = await new Promise<string>((resolve) => stream.once('data', resolve));
    stream.pause();
    expect(first).toBe('id\r\n');
    await settle();
    expect(reads.length).toBeLessThanOrEqual(2);
    expect(done).toEqual([]);
    stream.resume();
    await new Promise((resolve) => stream.once('end', resolve));
    // 99 batches after the first, and the empty read that finds the end (1000 is a multiple of 10).
    expect(reads).toHaveLength(100);
    expect(done).toEqual([{ rows: 1000, complete: true }]);
  });

  it('stops reading when the response goes away, and reports what it had sent', async () => {
    const { stream, reads, done } = open(1000);
    await new Promise((resolve) => stream.once('data', resolve));
    stream.pause();
    await settle();
    stream.destroy();
    await new Promise((resolve) => stream.once('close', resolve));
    await settle();
    const readsAtClose = reads.length;
    expect(readsAtClose).toBeLessThanOrEqual(2);
    await settle();
    expect(reads.length).toBe(readsAtClose);
    expect(done).toHaveLength(1);
    expect(done[0]!.complete).toBe(false);
    // The first batch, and the one read ahead into the stream's buffer if it was.
    expect([10, 20]).toContain(done[0]!.rows);
  });

  it('reports an empty list as a complete file of its head alone', async () => {
    const { stream, reads, done } = open(0);
    const chunks: string[] = [];
    for await (const chunk of stream) chunks.push(chunk as string);
    expect(chunks.join('')).toBe('id\r\n');
    expect(reads).toEqual([]);
    expect(done).toEqual([{ rows: 0, complete: true }]);
  });
});

describe('the file name', () => {
  it('is the list and the date in the store’s time zone', () => {
    const late = new Date('2026-11-24T23:30:00Z');
    expect(exportFilename('orders', 'UTC', late)).toBe('orders-2026-11-24.csv');
    expect(exportFilename('orders', 'Europe/Paris', late)).toBe('orders-2026-11-25.csv');
    expect(exportFilename('audit', 'UTC', late)).toBe('audit-logs-2026-11-24.csv');
  });
});
