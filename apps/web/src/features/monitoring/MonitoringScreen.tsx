import {
  formatExpiresIn,
  MONITORING_TEXTS,
  scoreLevel,
  type BlacklistedIp,
  type RedisHealth,
} from '@store/contract/monitoring';
import { Activity, Database, KeyRound, RefreshCw, ShieldBan, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/Badge.tsx';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatCard } from '../../components/StatCard.tsx';
import { DATE_TIME_PATTERN, formatDate } from '../../lib/dates.ts';
import { formatCount } from '../../lib/numbers.ts';
import { toast } from '../../lib/toast.ts';
import { BackgroundJobsCard } from './BackgroundJobsCard.tsx';
import { BlacklistIpModal } from './BlacklistIpModal.tsx';
import {
  useBlacklist,
  useMonitoringStats,
  useRedisHealth,
  useRefreshMonitoring,
  useUnblockIp,
  type RedisReading,
} from './useMonitoring.ts';

/** spec 001 §2: red at 80 or more, orange at 60 or more, otherwise yellow. */
function ScoreBadge({ score }: { score: number }) {
  const level = scoreLevel(score);
  return (
    <Badge tone={level} data-level={level} className="min-w-10 justify-center tabular-nums">
      {score}
    </Badge>
  );
}

/**
 * What the Redis card's state means. Without REDIS_URL (the embedded default) nothing is wrong:
 * this one instance keeps the limits in memory; a configured Redis that cannot be reached is an
 * outage, shown in red.
 */
function redisNote(reading: RedisReading | undefined): string | undefined {
  if (reading?.status !== 'disconnected') return undefined;
  return reading.configured
    ? 'Not reachable: each instance keeps its limits and blocks in memory until it is back.'
    : 'Not configured: rate limits and IP blocks are kept in memory by this one instance.';
}

const notConfigured = (reading: RedisReading | undefined) => reading?.status === 'disconnected' && !reading.configured;

function RedisDetails({ health }: { health: RedisHealth }) {
  const rows: [string, string][] = [
    ['Version', health.version ?? '—'],
    ['Uptime', `${formatCount(health.uptime_days ?? 0)} ${health.uptime_days === 1 ? 'day' : 'days'}`],
    ['Memory Used', health.used_memory ?? '—'],
    ['Total Keys', formatCount(health.total_keys ?? 0)],
  ];
  return (
    <section aria-labelledby="redis-details-title" className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <h2
        id="redis-details-title"
        className="border-b border-slate-200 px-5 py-3 text-base font-semibold text-slate-900"
      >
        Redis Details
      </h2>
      <dl className="grid gap-4 px-5 py-4 sm:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
            <dd className="mt-1 text-sm font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * spec 001 §2 "Monitoring": four cards, the Redis details when connected, the blacklisted IPs
 * with Unblock, a Refresh button and a refresh by itself every 30 seconds.
 */
export function MonitoringScreen() {
  const blacklist = useBlacklist();
  const stats = useMonitoringStats();
  const redis = useRedisHealth();
  const refresh = useRefreshMonitoring();
  const unblock = useUnblockIp();
  const [adding, setAdding] = useState(false);
  const [unblocking, setUnblocking] = useState<BlacklistedIp | null>(null);

  const failed = blacklist.error || stats.error;
  const reading: RedisReading | undefined = redis.data;
  const connected = reading?.status === 'connected';
  const refreshing = blacklist.isFetching || stats.isFetching || redis.isFetching;

  return (
    <div>
      <PageHeader
        title={MONITORING_TEXTS.title}
        description="Blocked addresses, API usage, the shared cache and the background jobs. Refreshes every 30 seconds."
        actions={
          <>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => void refresh()}
              aria-busy={refreshing || undefined}
            >
              <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
              Refresh
            </button>
            <button type="button" className={buttonClass('danger')} onClick={() => setAdding(true)}>
              <ShieldBan aria-hidden="true" className="size-4" />
              Blacklist IP
            </button>
          </>
        }
      />
      {failed ? <ErrorBox className="mb-4" message={MONITORING_TEXTS.loadFailed} /> : null}
      <div className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            id="card-blacklisted-ips"
            title="Blacklisted IPs"
            icon={ShieldX}
            tone="red"
            value={stats.data ? formatCount(stats.data.blacklisted_ips) : '—'}
          />
          <StatCard
            id="card-active-api-keys"
            title="Active API Keys"
            icon={KeyRound}
            value={stats.data ? formatCount(stats.data.active_api_keys) : '—'}
          />
          <StatCard
            id="card-total-api-requests"
            title="Total API Requests"
            icon={Activity}
            value={stats.data ? formatCount(stats.data.total_api_requests) : '—'}
          />
          <StatCard
            id="card-redis-status"
            title="Redis Status"
            icon={Database}
            tone={connected ? 'green' : notConfigured(reading) ? 'slate' : 'red'}
            value={reading ? (connected ? 'Connected' : 'Disconnected') : '—'}
            note={redisNote(reading)}
            noteSize="xs"
          />
        </div>
        {connected ? <RedisDetails health={reading} /> : null}
        <section aria-labelledby="blacklist-title" className="space-y-3">
          <h2 id="blacklist-title" className="text-lg font-semibold text-slate-900">
            Blacklisted IP Addresses
          </h2>
          <DataTable
            caption="Blacklisted IP addresses"
            columns={blacklistColumns(setUnblocking)}
            rows={blacklist.data ?? []}
            rowKey={(e) => e.ip}
            emptyText={MONITORING_TEXTS.empty}
            loading={blacklist.isPending && !blacklist.error}
          />
        </section>
        <BackgroundJobsCard />
      </div>

      {adding ? <BlacklistIpModal onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={unblocking !== null}
        onOpenChange={(open) => (open ? undefined : setUnblocking(null))}
        title="Unblock IP"
        message={`Unblock ${unblocking?.ip ?? ''}? Requests from this address are accepted again at once.`}
        confirmLabel="Unblock"
        onConfirm={async () => {
          try {
            await unblock.mutateAsync(unblocking!.ip);
            toast.success(`${MONITORING_TEXTS.unblocked}: ${unblocking!.ip}`);
          } catch (err) {
            console.error('Failed to unblock IP', err);
            toast.error(MONITORING_TEXTS.unblockFailed); // spec 001 §8: an alert
          }
        }}
      />
    </div>
  );
}

/** The blacklist's columns; Unblock asks first (`onUnblock`). */
function blacklistColumns(onUnblock: (entry: BlacklistedIp) => void): Column<BlacklistedIp>[] {
  return [
    {
      header: 'IP Address',
      card: 'title',
      cell: (e) => (
        <div className="flex items-center gap-2">
          <code className="font-mono text-sm">{e.ip}</code>
          {e.manual ? <Badge tone="indigo">Manual</Badge> : null}
        </div>
      ),
    },
    { header: 'Abuse Score', cell: (e) => <ScoreBadge score={e.score} /> },
    { header: 'Reasons', cell: (e) => e.reasons.join(', ') },
    { header: 'Blocked At', cell: (e) => formatDate(e.blocked_at, DATE_TIME_PATTERN), className: 'whitespace-nowrap' },
    {
      header: 'Expires In',
      cell: (e) => formatExpiresIn(e.expires_in_seconds),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: 'Actions',
      card: 'actions',
      className: 'text-right',
      cell: (e) => (
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          aria-label={`Unblock ${e.ip}`}
          onClick={() => onUnblock(e)}
        >
          Unblock
        </button>
      ),
    },
  ];
}
