// One instance of the job runner in a process of its own, for the multi-instance tests
// (instances.test.ts): `node --import tsx test-instance.ts`, told what to run by its argument (JSON,
// InstanceSpec). It opens the test's PostgreSQL database, registers the mail
// delivery job (with `smtpUrl`) and queues whose handler records each run in the test's table
// `job_runs` (no unique key: a job run twice shows as two rows), starts the runner and says so over
// IPC ({ type: 'ready', instanceId }). SIGTERM stops it as the app does (running jobs finish or are
// given back), then it exits; SIGKILL is a crash.
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../db/client.ts';
import { mailDeliveryJob, MAIL_QUEUE } from '../mail.ts';
import { JOB_RUNNER_DEFAULTS, JobRunner, type JobLog, type JobRunnerOptions, type Schedule } from './runner.ts';

export interface InstanceSpec {
  databaseUrl: string;
  /** Who ran a job, in `job_runs.instance` and the log. */
  name: string;
  options: Partial<JobRunnerOptions>;
  /** Registers the mail delivery job, sending through this server. */
  smtpUrl?: string;
  /** Queues whose run waits `sleepMs`, then inserts a row into `job_runs`. */
  recorded?: { queue: string; sleepMs: number }[];
  schedules?: Schedule[];
}

// Its spec is its one argument (JSON): the server's settings are config.ts's alone to read.
const spec = JSON.parse(process.argv[2] ?? '') as InstanceSpec;
const line = (level: string) => (obj: object, msg: string) =>
  process.stderr.write(`${JSON.stringify({ level, instance: spec.name, msg, ...obj })}\n`);
const log: JobLog = { info: line('info'), warn: line('warn'), error: line('error') };

const database = await openPostgres(spec.databaseUrl, { poolSize: 10 });
const runner = new JobRunner(database, log, spec.options);
if (spec.smtpUrl)
  runner.register(
    MAIL_QUEUE,
    mailDeliveryJob(
      database.db,
      // As the app does: one pooled SMTP connection per job the instance runs at once.
      {
        smtpUrl: spec.smtpUrl,
        mailFrom: 'store@example.com',
        jobs: { concurrency: spec.options.concurrency ?? JOB_RUNNER_DEFAULTS.concurrency },
      },
      log,
    ),
  );
for (const { queue, sleepMs } of spec.recorded ?? [])
  runner.register(queue, async (_payload, job) => {
    await new Promise((resolve) => setTimeout(resolve, sleepMs));
    await database.db.execute(
      sql`insert into job_runs (job_id, job_key, instance) values (${job.id}, ${job.key}, ${spec.name})`,
    );
  });
for (const schedule of spec.schedules ?? []) runner.schedule(schedule);

let stopping = false;
process.on('SIGTERM', () => {
  if (stopping) return;
  stopping = true;
  void (async () => {
    await runner.stop();
    await database.close();
    process.exit(0);
  })();
});
// The test went away (its IPC channel closed): so does this instance.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));

await runner.start();
process.send?.({ type: 'ready', instanceId: runner.instanceId });
