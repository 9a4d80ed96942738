import type { AccessDurationType, Product } from '@store/contract/products';

const TYPE_LABELS: Record<AccessDurationType, string> = { lifetime: 'Lifetime', monthly: 'Monthly', annual: 'Annual' };

export function durationTypeLabel(type: AccessDurationType): string {
  return TYPE_LABELS[type] ?? type;
}

/** spec 000 §2: 'Lifetime', or the duration type with its months ('Annual (12 months)'). */
export function accessDurationText(product: Pick<Product, 'access_duration_type' | 'access_duration_months'>): string {
  if (product.access_duration_type === 'lifetime') return 'Lifetime';
  const months = product.access_duration_months;
  const label = durationTypeLabel(product.access_duration_type);
  return months == null ? label : `${label} (${months} ${months === 1 ? 'month' : 'months'})`;
}
