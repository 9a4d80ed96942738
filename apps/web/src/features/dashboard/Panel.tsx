import type { ReactNode } from 'react';

/** A dashboard panel: its title names the section (`<id>-title`), controls may sit beside it. */
export function Panel({
  id,
  title,
  actions,
  children,
  className = '',
  bodyClassName = 'px-5 py-2',
}: {
  id: string;
  title: string;
  /** Beside the title (the trend's currency switch). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  bodyClassName?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`rounded-lg border border-slate-200 bg-white shadow-sm ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-5 py-3">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      <div className={bodyClassName}>{children}</div>
    </section>
  );
}
