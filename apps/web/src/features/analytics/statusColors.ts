/** spec 001 §4: in analytics each order status has its own colour, anything else grey. */
const STATUS_COLORS: Record<string, string> = {
  pending: 'border-amber-200 bg-amber-50 text-amber-900',
  paid: 'border-blue-200 bg-blue-50 text-blue-900',
  processing: 'border-indigo-200 bg-indigo-50 text-indigo-900',
  shipped: 'border-purple-200 bg-purple-50 text-purple-900',
  completed: 'border-green-200 bg-green-50 text-green-900',
  cancelled: 'border-red-200 bg-red-50 text-red-900',
};
const OTHER = 'border-slate-200 bg-slate-100 text-slate-800';

export function statusColor(status: string): string {
  return STATUS_COLORS[status] ?? OTHER;
}
