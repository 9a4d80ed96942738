import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { csvColumn, csvField, csvHead, csvRecord, neutraliseFormula, type CsvColumn } from './csv.ts';

/** What a strict RFC 4180 reader makes of a file: its records, the byte order mark skipped. */
const read = (text: string) => parse(text, { bom: true, relax_column_count: false }) as string[][];

describe('formula neutralising (OWASP CSV injection)', () => {
  it.each([
    ['=', '=HYPERLINK("http://evil.example","x")'],
    ['+', '+1+cmd|" /C calc"!A0'],
    ['-', '-2+3'],
    ['@', '@SUM(A1:A9)'],
    ['tab', '\t=1+1'],
    ['carriage return', '\r=1+1'],
  ])('puts a quote before a cell that begins with %s', (_name, text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
    expect(read(csvRecord([text], [true]))).toEqual([[`'${text}`]]);
  });

  it('also neutralises the full-width forms a spreadsheet folds into = + - @', () => {
    for (const c of ['\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']) expect(neutraliseFormula(`${c}1+1`)).toBe(`'${c}1+1`);
  });

  it('leaves other text alone, the same characters inside it included', () => {
    for (const text of ['', 'Ada', 'a=b', ' =1+1', "'=quoted already", '1-2', 'x@example.com', '\n=1']) {
      expect(neutraliseFormula(text)).toBe(text);
    }
  });

  it('neutralises text cells only: the values this code formats (a refund’s -12.34) stay numbers', () => {
    const line = csvRecord(
      ['-refund', '-3', '-12.34', '2026-11-24T09:30:00.123Z', 'false'],
      [true, false, false, false, false],
    );
    expect(read(line)).toEqual([["'-refund", '-3', '-12.34', '2026-11-24T09:30:00.123Z', 'false']]);
  });

  it('writes a missing value as an empty cell', () => {
    expect(csvRecord([null, null, null], [true, false, true])).toBe(',,\r\n');
  });
});

describe('RFC 4180 framing', () => {
  it('ends every line with CRLF and quotes a field with a comma, a quote, CR or LF, doubling quotes', () => {
    const cells = ['plain', 'a,b', 'say "hi"', 'line\nbreak', 'cr\ronly', 'crlf\r\nboth'];
    expect(
      csvRecord(
        cells,
        cells.map(() => false),
      ),
    ).toBe('plain,"a,b","say ""hi""","line\nbreak","cr\ronly","crlf\r\nboth"\r\n');
    expect(csvField('')).toBe('');
  });

  it('starts the file with the UTF-8 byte order mark and the header line', () => {
    const columns = [csvColumn.integer('id', sql`1`), csvColumn.text('name', sql`'x'`)];
    const head = csvHead(columns);
    expect(head).toBe('\uFEFFid,name\r\n');
    expect(Buffer.from(head, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('reads back every string over all of Unicode, astral planes included, cell for cell', () => {
    // Any code point (no lone surrogates: they are not text, and the server refuses them on the
    // way in), with the characters that matter to CSV and to formulas made frequent.
    const special = fc.constantFrom('"', ',', '\r', '\n', '\r\n', '=', '+', '-', '@', '\t', "'", ' ', '\uFEFF');
    const unit = fc.oneof(special, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }));
    const cell = fc.string({ unit, maxLength: 12 });
    const table = fc
      .integer({ min: 2, max: 5 })
      .chain((width) => fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1 }));
    fc.assert(
      fc.property(table, (records) => {
        const columns: CsvColumn[] = records[0]!.map((_, i) => csvColumn.text(`c${i}`, sql`''`));
        const text = columns.map((c) => c.text);
        const file = csvHead(columns) + records.map((r) => csvRecord(r, text)).join('');
        const [header, ...rows] = read(file);
        expect(header).toEqual(columns.map((c) => c.header));
        expect(rows).toEqual(records.map((r) => r.map(neutraliseFormula)));
        // UTF-8 on the wire: the bytes decode back to the same text.
        expect(Buffer.from(file, 'utf8').toString('utf8')).toBe(file);
      }),
      { numRuns: 500 },
    );
  });
});

// The cells PostgreSQL writes (the same SQL on PGlite and PostgreSQL).
describe('the typed columns, as the database writes them', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const cell = async (column: CsvColumn) => {
    const { rows } = (await ctx.database.db.execute(sql`select ${column.value} as v`)) as unknown as {
      rows: { v: string | null }[];
    };
    return rows[0]!.v;
  };

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [100, '1.00'],
    [1234, '12.34'],
    [-1234, '-12.34'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('writes %i cents as %s', async (cents, decimal) => {
    expect(await cell(csvColumn.money('m', sql`${cents}::bigint`))).toBe(decimal);
  });

  it('writes an instant in UTC to the millisecond, as toISOString() does (microseconds cut, not rounded)', async () => {
    for (const text of ['2026-11-24 09:30:00.123999+02', '1999-12-31 23:59:59.9999+00', '2026-01-01 00:00:00+00']) {
      const expected = new Date(
        text
          .replace(' ', 'T')
          .replace(/\+(\d\d)$/, '+$1:00')
          .replace(/(\.\d{3})\d+/, '$1'),
      );
      expect(await cell(csvColumn.instant('t', sql`${text}::timestamptz`))).toBe(expected.toISOString());
    }
  });

  it('writes booleans as true/false, integers as digits, JSON as text, and NULL as nothing', async () => {
    expect(await cell(csvColumn.boolean('b', sql`true`))).toBe('true');
    expect(await cell(csvColumn.boolean('b', sql`false`))).toBe('false');
    expect(await cell(csvColumn.integer('i', sql`-42`))).toBe('-42');
    expect(JSON.parse((await cell(csvColumn.json('j', sql`'{"a": [1, "=x"]}'::jsonb`)))!)).toEqual({ a: [1, '=x'] });
    expect(await cell(csvColumn.text('t', sql`null`))).toBeNull();
    expect(await cell(csvColumn.money('m', sql`null::bigint`))).toBeNull();
    expect(await cell(csvColumn.instant('d', sql`null::timestamptz`))).toBeNull();
  });
});
