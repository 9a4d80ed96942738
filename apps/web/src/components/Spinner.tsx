import { LoaderCircle } from 'lucide-react';

/** A loading indicator announced politely to screen readers (role="status"). */
export function Spinner({
  label = 'Loading...',
  showLabel = false,
  className = 'py-12',
}: {
  label?: string;
  /** Show the label next to the wheel instead of only to assistive technology. */
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 text-slate-600 ${className}`}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-indigo-600" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  );
}
