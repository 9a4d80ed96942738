import { viewHref } from '@store/contract/view-lists';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useQueues } from '../../api/queues.ts';
import { formatCount } from '../../lib/numbers.ts';
import { Panel } from './Panel.tsx';

/**
 * The dashboard's "Today" card (issue 34): each work queue with its count, linked to the list
 * view that shows exactly its records. Not shown to a role that may open none of the lists, nor
 * when the queues cannot be read (the spec's cards above never depend on it).
 */
export function TodayQueues() {
  const { data: queues } = useQueues();
  if (!queues || queues.length === 0) return null;
  return (
    <Panel id="today" title="Today" bodyClassName="p-3">
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-5">
        {queues.map((queue) => (
          <li key={queue.key}>
            <Link
              to={viewHref(queue)}
              data-testid={`queue-${queue.key}`}
              className="group flex h-full items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2 hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <span className="min-w-0">
                <span className="block text-xl font-semibold text-slate-900" data-testid={`queue-${queue.key}-count`}>
                  {formatCount(queue.count)}
                </span>
                <span className="block text-sm text-slate-600">{queue.name}</span>
              </span>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-400 group-hover:text-indigo-700" />
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
