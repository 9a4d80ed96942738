// CSV exports of the lists (issue 15, item 5; decision 0017). Starting one gives a short-lived,
// single-use token; the download takes the token, reads the list in keyset batches and streams
// them as CSV, honouring backpressure, and writes the export's audit row when the stream ends or
// is cut short.
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  EXPORT_AREAS,
  EXPORT_AUDIT_RESOURCE,
  EXPORT_FILE_NAMES,
  EXPORT_TEXTS,
  EXPORT_TOKEN_TTL_SECONDS,
  type ExportQuery,
  type ExportRequestParsed,
  type ExportResource,
  type ExportTicket,
} from '@store/contract/exports';
import type { Sort } from '@store/contract/pagination';
import type { Db } from '../../db/client.ts';
import { writeExportAudit, type Actor } from '../../platform/audit.ts';
import { requireSessionAdmin, type AuthenticatedAdmin } from '../../platform/auth.ts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { requireArea } from '../../platform/roles.ts';
import type { KeysetOrder } from '../../platform/keyset.ts';
import type { SharedRedis } from '../../platform/redis.ts';
import { SingleUseTokens } from '../../platform/single-use-tokens.ts';
import { EXPORT_SOURCES, type CsvBatch, type ExportSource, type ListReader } from './queries.ts';

/**
 * Rows per query. Each batch is one short index-range read (a few milliseconds at 2,000 rows);
 * the server holds one batch and its CSV text at a time, whatever the list's size.
 */
export const EXPORT_BATCH_ROWS = 2000;

/** What a download token stands for: who asked, in which session, for which list and query. */
export interface ExportGrant {
  adminId: number;
  sessionId: string;
  /** The list's parsed query: plain JSON values (text, enums, a sort's field and direction). */
  request: ExportRequestParsed;
  filename: string;
}

export type ExportTokens = SingleUseTokens<ExportGrant>;

export function createExportTokens(shared: SharedRedis): ExportTokens {
  return new SingleUseTokens<ExportGrant>(shared, 'export-token');
}

/** The options both export plugins receive: the same token store. */
export interface ExportFeatureOptions extends FeatureOptions {
  tokens: ExportTokens;
}

/** Today's date in the store's time zone, `YYYY-MM-DD` (the `en-CA` format is ISO 8601). */
function dateIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function exportFilename(resource: ExportResource, timeZone: string, now = new Date()): string {
  return `${EXPORT_FILE_NAMES[resource]}-${dateIn(timeZone, now)}.csv`;
}

/** `POST /exports`: a download token for exactly this list, query and admin session. */
export async function startExport(
  tokens: ExportTokens,
  admin: AuthenticatedAdmin,
  request: ExportRequestParsed,
  timeZone: string,
): Promise<ExportTicket> {
  requireArea(admin.role, EXPORT_AREAS[request.resource], 'view');
  const filename = exportFilename(request.resource, timeZone);
  const { token, expiresAt } = await tokens.issue(
    { adminId: admin.id, sessionId: admin.sessionId, request, filename },
    EXPORT_TOKEN_TTL_SECONDS,
  );
  return { token, expires_at: expiresAt.toISOString(), filename };
}

/** The `sort` of a list's query, once the list has one (its schema parses it to a `Sort`). */
function sortOf(query: object): Sort | undefined {
  return 'sort' in query ? (query.sort as Sort | undefined) : undefined;
}

/** The filters as the audit row records them: the query's fields that are set. */
function filtersOf(query: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null));
}

/**
 * The file as a stream: the head and the first batch (already read), then one batch per pull.
 * `Readable.from` asks for the next chunk only when the response has taken the previous one
 * (backpressure, one chunk buffered), and ends the generator when the response is closed, so a
 * client that goes away stops the reading. `finished` runs once, with the rows handed to the
 * response and whether the file was complete.
 */
export function exportStream<R extends ExportResource>(
  reader: ListReader,
  source: ExportSource<R>,
  query: ExportQuery<R>,
  order: KeysetOrder,
  first: CsvBatch,
  finished: (rows: number, complete: boolean) => Promise<void>,
  batchRows = EXPORT_BATCH_ROWS,
): Readable {
  async function* chunks() {
    let rows = 0;
    let complete = false;
    try {
      let batch = first;
      rows += batch.rows;
      yield source.head();
      yield* batch.chunks;
      while (batch.rows === batchRows && batch.last) {
        batch = await source.batch(reader, query, order, batch.last, batchRows);
        // The response closed while this batch was read: it is not sent, nor counted.
        if (stream.destroyed) return;
        if (batch.rows === 0) break;
        rows += batch.rows;
        yield* batch.chunks;
      }
      complete = true;
    } finally {
      await finished(rows, complete);
    }
  }
  const stream = Readable.from(chunks(), { objectMode: true, highWaterMark: 1 });
  return stream;
}

/** The list's first batch, read now, and the stream of the file that starts with it. */
async function readList<R extends ExportResource>(
  reader: ListReader,
  request: { resource: R; query: ExportQuery<R> },
  finished: (rows: number, complete: boolean) => Promise<void>,
): Promise<Readable> {
  const source = EXPORT_SOURCES[request.resource];
  const order = source.order(sortOf(request.query));
  const first = await source.batch(reader, request.query, order, null, EXPORT_BATCH_ROWS);
  return exportStream(reader, source, request.query, order, first, finished);
}

/**
 * `POST /exports/download`: takes the token (a second use, an expired or unknown token: 410),
 * checks that its admin session still stands, reads the first batch — so a failure there is an
 * ordinary error answer, not a broken file — and gives the file's name and its stream.
 */
export async function openExport(
  db: Db,
  tokens: ExportTokens,
  token: string,
  ip: string,
  log: FastifyBaseLogger,
  timeZone: string,
): Promise<{ filename: string; body: Readable }> {
  const grant = await tokens.consume(token);
  if (!grant) throw new AppError('GONE', EXPORT_TEXTS.tokenGone);
  const admin = await requireSessionAdmin(db, grant.sessionId, grant.adminId, ip);
  // The role may have changed in the minute since the token was given.
  requireArea(admin.role, EXPORT_AREAS[grant.request.resource], 'view');
  const actor: Actor = admin;
  const body = await readList({ db, timeZone }, grant.request, async (rows, complete) => {
    const { resource, query } = grant.request;
    try {
      await writeExportAudit(db, actor, {
        resourceType: EXPORT_AUDIT_RESOURCE[resource],
        filters: filtersOf(query),
        rows,
        complete,
      });
    } catch (err) {
      log.error({ err, resource, rows, complete }, 'the audit row of an export could not be written');
    }
  });
  return { filename: grant.filename, body };
}
