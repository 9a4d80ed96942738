import type { AuditAction, AuditLog } from '@store/contract/audit';
import { SCREEN_AREAS } from '@store/contract/roles';
import { Link } from 'react-router';
import { describeActivity, type CanOpen } from '../../lib/activity.ts';
import { formatDate, timeAgo } from '../../lib/dates.ts';
import { useCan } from '../../lib/permissions.ts';
import { useRecentActivity } from './useRecentActivity.ts';

const DOT: Record<AuditAction, string> = {
  create: 'bg-green-600',
  update: 'bg-blue-600',
  delete: 'bg-red-600',
  export: 'bg-slate-500',
};

function Entry({ log, canOpen }: { log: AuditLog; canOpen: CanOpen }) {
  const [who, ...rest] = describeActivity(log, canOpen);
  return (
    <li className="flex items-start gap-3 py-2.5">
      <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${DOT[log.action]}`} />
      <p className="min-w-0 flex-1 text-sm break-words text-slate-800">
        <span className="font-medium">{typeof who === 'string' ? who : who?.text}</span>
        {rest.map((part, i) =>
          typeof part === 'string' ? (
            part
          ) : part.href ? (
            <Link key={i} to={part.href} className="font-medium text-indigo-700 hover:underline">
              {part.text}
            </Link>
          ) : (
            <span key={i} className="font-medium">
              {part.text}
            </span>
          ),
        )}
      </p>
      <time
        dateTime={log.created_at}
        title={formatDate(log.created_at, 'MMM dd, yyyy HH:mm:ss')}
        className="shrink-0 text-xs text-slate-600"
      >
        {timeAgo(log.created_at)}
      </time>
    </li>
  );
}

/** spec 000 §2 "Recent Activity": the latest audit entries, with a way to the full log. */
export function RecentActivity() {
  const { data, error, isPending } = useRecentActivity();
  const can = useCan();
  const canOpen: CanOpen = (screen) => can(SCREEN_AREAS[screen]);
  if (isPending) return <p className="py-6 text-center text-sm text-slate-600">Loading recent activity...</p>;
  if (error) return <p className="py-6 text-center text-sm text-red-700">Failed to load recent activity</p>;
  return (
    <div>
      {data.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">No admin activity yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Latest admin actions">
          {data.map((log) => (
            <Entry key={log.id} log={log} canOpen={canOpen} />
          ))}
        </ul>
      )}
      <div className="border-t border-slate-100 py-2 text-right">
        <Link to="/audit" className="text-sm font-medium text-indigo-700 hover:text-indigo-900 hover:underline">
          View all audit logs
        </Link>
      </div>
    </div>
  );
}
