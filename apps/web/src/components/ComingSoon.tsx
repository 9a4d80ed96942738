import { Construction } from 'lucide-react';
import { PageHeader } from './PageHeader.tsx';

/** Stands in for a screen that a later release builds (one line in the router table each). */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div>
      <PageHeader title={title} />
      <div className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-slate-600">
        <Construction aria-hidden="true" className="size-5 text-slate-500" />
        <p>This screen is coming in a later release.</p>
      </div>
    </div>
  );
}
