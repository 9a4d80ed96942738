import { JOBS_TEXTS, type FailedJob, type JobSchedule } from '@store/contract/jobs';
import { Badge } from '../../components/Badge.tsx';
import { buttonClass } from '../../components/buttonClass.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { DATE_TIME_PATTERN, formatDate, timeAgo } from '../../lib/dates.ts';
import { formatCount } from '../../lib/numbers.ts';
import { errorToast, toast } from '../../lib/toast.ts';
import { useJobs, useRetryJob } from './useMonitoring.ts';

/** A wait or a period in the largest unit that keeps it readable: '45 s', '12 min', '3 h', '2 d'. */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} d`;
}

function Figure({ label, value, alert = false }: { label: string; value: string; alert?: boolean }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className={`mt-1 text-xl font-semibold tabular-nums ${alert ? 'text-red-700' : 'text-slate-900'}`}>
        {value}
      </dd>
    </div>
  );
}

const scheduleColumns: Column<JobSchedule>[] = [
  { header: 'Schedule', card: 'title', cell: (s) => <code className="font-mono text-sm">{s.name}</code> },
  { header: 'Every', cell: (s) => formatSeconds(s.every), className: 'whitespace-nowrap tabular-nums' },
  {
    header: 'Last run',
    cell: (s) =>
      s.last_run_at ? (
        <span title={formatDate(s.last_run_at, DATE_TIME_PATTERN)}>{timeAgo(s.last_run_at)}</span>
      ) : (
        'never'
      ),
    className: 'whitespace-nowrap',
  },
  {
    header: 'Next run',
    cell: (s) => <span title={formatDate(s.next_run_at, DATE_TIME_PATTERN)}>{timeAgo(s.next_run_at)}</span>,
    className: 'whitespace-nowrap',
  },
];

function failedColumns(retry: (job: FailedJob) => void, busy: boolean): Column<FailedJob>[] {
  return [
    {
      header: 'Job',
      card: 'title',
      cell: (j) => (
        <div className="min-w-0">
          <code className="font-mono text-sm">{j.queue}</code>
          {j.key ? <p className="font-mono text-xs break-all text-slate-600">{j.key}</p> : null}
        </div>
      ),
    },
    {
      header: 'Last error',
      cell: (j) => <p className="max-w-md text-xs break-words text-slate-700">{j.last_error ?? '—'}</p>,
    },
    { header: 'Attempts', className: 'text-right tabular-nums', cell: (j) => j.attempts },
    {
      header: 'Failed',
      className: 'whitespace-nowrap',
      cell: (j) =>
        j.failed_at ? <span title={formatDate(j.failed_at, DATE_TIME_PATTERN)}>{timeAgo(j.failed_at)}</span> : '—',
    },
    {
      header: 'Actions',
      card: 'actions',
      className: 'text-right',
      cell: (j) => (
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={busy}
          aria-label={`Retry the job ${j.key ?? j.id}`}
          onClick={() => retry(j)}
        >
          Retry
        </button>
      ),
    },
  ];
}

/**
 * The job runner as the Monitoring screen shows it to Owners (issue 30, item 6): what waits, runs
 * and failed, how long the oldest due job has waited, each schedule's last and next run, and the
 * newest failed jobs with Retry.
 */
export function BackgroundJobsCard() {
  const jobs = useJobs();
  const retry = useRetryJob();
  const data = jobs.data;
  const onRetry = (job: FailedJob) =>
    retry.mutate(job.id, {
      onSuccess: () => toast.success(JOBS_TEXTS.retried),
      onError: (err) => errorToast(err, JOBS_TEXTS.retryFailed),
    });
  return (
    <section aria-labelledby="jobs-title" className="space-y-3">
      <h2 id="jobs-title" className="text-lg font-semibold text-slate-900">
        {JOBS_TEXTS.title}
      </h2>
      {jobs.error ? <ErrorBox message={JOBS_TEXTS.loadFailed} /> : null}
      <dl className="grid grid-cols-2 gap-4 rounded-lg border border-slate-200 bg-white px-5 py-4 shadow-sm sm:grid-cols-4">
        <Figure label="Queued" value={data ? formatCount(data.queued) : '—'} />
        <Figure label="Running" value={data ? formatCount(data.running) : '—'} />
        <Figure label="Failed" value={data ? formatCount(data.failed) : '—'} alert={(data?.failed ?? 0) > 0} />
        <Figure
          label="Oldest waiting"
          value={data?.oldest_queued_age_seconds != null ? formatSeconds(data.oldest_queued_age_seconds) : '—'}
        />
      </dl>
      <DataTable
        caption="Schedules"
        columns={scheduleColumns}
        rows={data?.schedules ?? []}
        rowKey={(s) => s.name}
        emptyText={JOBS_TEXTS.noSchedules}
        loading={jobs.isPending && !jobs.error}
      />
      <h3 className="flex items-center gap-2 pt-2 text-base font-semibold text-slate-900">
        Failed jobs
        {data && data.failed > data.failed_jobs.length ? (
          <Badge tone="slate">
            newest {data.failed_jobs.length} of {formatCount(data.failed)}
          </Badge>
        ) : null}
      </h3>
      <DataTable
        caption="Failed jobs"
        columns={failedColumns(onRetry, retry.isPending)}
        rows={data?.failed_jobs ?? []}
        rowKey={(j) => j.id}
        emptyText={JOBS_TEXTS.noFailed}
        loading={jobs.isPending && !jobs.error}
      />
    </section>
  );
}
