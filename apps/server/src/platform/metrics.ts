// Prometheus metrics (issue 32, item 3; decision 0056), kept by prom-client in a registry of this
// app's own: tests build several apps in one process, and prom-client's global registry would mix
// them. Counters move where things happen (a request's answer, a mail's delivery, a job's failed
// run, a limiter's refusal); what the database knows (its pool, the job queue) is read when the
// metrics are scraped, the queue in one statement. The route that serves them is features/metrics.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { jobCounts, type JobCounts, type JobRunnerOptions } from './jobs/runner.ts';
import type { MailDelivered } from './mail.ts';
import type { RateLimiterName } from './rate-limiter-defaults.ts';

export const METRICS_PATH = '/metrics';
/** The route label of a request that matched no route: one value whatever the path, so the series stay few. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Whether GET /metrics is served at all: with METRICS_TOKEN on the server's port, or on METRICS_PORT. */
export function metricsServed(config: Pick<Config, 'metrics'>): boolean {
  return config.metrics.token !== undefined || config.metrics.port !== undefined;
}

const HTTP_LABELS = ['route', 'method', 'status_code'] as const;
const COUNTED_STATES = ['queued', 'running', 'failed'] as const satisfies readonly (keyof JobCounts)[];

export class Metrics {
  readonly registry = new Registry();
  private readonly registers = [this.registry];

  private readonly httpRequests = new Counter({
    name: 'store_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status code (scrapes of /metrics are not counted).',
    labelNames: HTTP_LABELS,
    registers: this.registers,
  });
  private readonly httpDuration = new Histogram({
    name: 'store_http_request_duration_seconds',
    help: "Time from a request's arrival to its answer, by route template, method and status code.",
    labelNames: HTTP_LABELS,
    registers: this.registers,
  });
  private readonly mailsSent = new Counter({
    name: 'store_mails_sent_total',
    help: 'Mails the mail server accepted (deliveries run by this instance).',
    registers: this.registers,
  });
  private readonly mailsFailed = new Counter({
    name: 'store_mails_failed_total',
    help: 'Mail deliveries refused or not reached, by outcome: retry (tried again later) or failed (given up).',
    labelNames: ['outcome'] as const,
    registers: this.registers,
  });
  private readonly jobRunFailures = new Counter({
    name: 'store_job_run_failures_total',
    help: 'Job runs of this instance that ended in an error, by queue and outcome: retry or failed (given up).',
    labelNames: ['queue', 'outcome'] as const,
    registers: this.registers,
  });
  private readonly rateLimitRefusals = new Counter({
    name: 'store_rate_limit_refusals_total',
    help: 'Requests refused with 429, by rate limiter.',
    labelNames: ['limiter'] as const,
    registers: this.registers,
  });

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    const pool = database.db.$client;
    // pg's pool, on both databases (db/client.ts): its public counts, read at each scrape.
    new Gauge({
      name: 'store_db_pool_connections_in_use',
      help: 'Database pool connections handed out to queries and transactions.',
      registers: this.registers,
      collect() {
        this.set(pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'store_db_pool_connections_idle',
      help: 'Database pool connections open and free.',
      registers: this.registers,
      collect() {
        this.set(pool.idleCount);
      },
    });
    new Gauge({
      name: 'store_db_pool_clients_waiting',
      help: 'Queries and transactions waiting for a database pool connection.',
      registers: this.registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
    // The job queue: both gauges are set from one reading of the queue per scrape.
    const jobCountsOnce = this.oncePerScrape(() => jobCounts(this.database.db));
    new Gauge({
      name: 'store_jobs',
      help: 'Jobs by state: queued (due or waiting for their time), running, failed (kept until retention removes them).',
      labelNames: ['state'] as const,
      registers: this.registers,
      async collect() {
        const counts = await jobCountsOnce();
        for (const state of COUNTED_STATES) this.set({ state }, counts?.[state] ?? NaN);
      },
    });
    new Gauge({
      name: 'store_jobs_oldest_queued_age_seconds',
      help: 'How long the oldest due job has waited to run (0 when none is due).',
      registers: this.registers,
      async collect() {
        const counts = await jobCountsOnce();
        this.set(counts ? (counts.oldestQueuedAgeSeconds ?? 0) : NaN);
      },
    });
  }

  /**
   * One reading shared by every gauge collected in the same scrape (prom-client starts all the
   * collects at once). When the reading fails, those gauges read NaN (not known) in that scrape
   * and the rest of the metrics are answered as usual.
   */
  private oncePerScrape<T>(read: () => Promise<T>): () => Promise<T | null> {
    let reading: Promise<T | null> | null = null;
    return () =>
      (reading ??= read()
        .catch((err: unknown) => {
          this.log.warn({ error: err instanceof Error ? err.message : String(err) }, 'a metric could not be read');
          return null;
        })
        .finally(() => {
          reading = null;
        }));
  }

  /** The process's own metrics (CPU, memory, handles, GC, event-loop lag) and every request's answer. */
  observe(app: FastifyInstance): void {
    collectDefaultMetrics({ register: this.registry });
    // Callback form, nothing to wait for (decision 0037).
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url;
      if (route !== METRICS_PATH) {
        const labels = { route: route ?? UNMATCHED_ROUTE, method: request.method, status_code: reply.statusCode };
        this.httpRequests.inc(labels);
        this.httpDuration.observe(labels, reply.elapsedTime / 1000);
      }
      done();
    });
  }

  readonly mailDelivered: MailDelivered = (outcome) => {
    if (outcome === 'sent') this.mailsSent.inc();
    else this.mailsFailed.inc({ outcome });
  };

  readonly jobRunFailed: NonNullable<JobRunnerOptions['onRunFailed']> = (job, outcome) => {
    this.jobRunFailures.inc({ queue: job.queue, outcome });
  };

  readonly rateLimitRefused = (limiter: RateLimiterName): void => {
    this.rateLimitRefusals.inc({ limiter });
  };

  /** The text exposition format, and its content type. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
