import type { AccessDurationType, Product, ProductCreateBody } from '@store/contract/products';

/**
 * The product form's inputs (spec 000 §2): the wire's field names, with the price typed in dollars
 * and the months as typed text. `toBody` makes the wire body that the contract's schema checks.
 */
export interface ProductFormValues {
  name: string;
  description: string;
  /** Dollars as typed, e.g. '19.99'. */
  price_usd: string;
  is_physical: boolean;
  is_downloadable: boolean;
  access_duration_type: AccessDurationType;
  access_duration_months: string;
  internal_key: string;
  stripe_product_id: string;
  stripe_price_id: string;
  coinbase_product_id: string;
  coinbase_price_id: string;
}

/** The fields by their labels on the form, in its order (the conflict dialog names them so). */
export const PRODUCT_FORM_LABELS = {
  name: 'Product Name',
  description: 'Description',
  price_usd: 'Price (USD)',
  internal_key: 'Internal Key',
  access_duration_type: 'Access Duration',
  access_duration_months: 'Duration (months)',
  is_physical: 'Physical Product',
  is_downloadable: 'Downloadable Product',
  stripe_product_id: 'Stripe Product ID',
  stripe_price_id: 'Stripe Price ID',
  coinbase_product_id: 'Coinbase Product ID',
  coinbase_price_id: 'Coinbase Price ID',
} as const satisfies Record<keyof ProductFormValues, string>;

/** The months a type starts with when it is picked and no months are typed yet. */
export const DEFAULT_MONTHS: Record<AccessDurationType, string> = { lifetime: '', monthly: '1', annual: '12' };

/** Dollars → whole cents, rounded so '19.99' is 1999 (not 1998.9999…); blank is NaN (refused). */
export function dollarsToCents(text: string): number {
  return text.trim() === '' ? Number.NaN : Math.round(Number(text) * 100);
}

export function productFormValues(product: Product | null): ProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price_usd: product ? (product.price_usd / 100).toFixed(2) : '',
    is_physical: product?.is_physical ?? false,
    is_downloadable: product?.is_downloadable ?? false,
    access_duration_type: product?.access_duration_type ?? 'lifetime',
    access_duration_months: product?.access_duration_months != null ? String(product.access_duration_months) : '',
    internal_key: product?.internal_key ?? '',
    stripe_product_id: product?.stripe_product_id ?? '',
    stripe_price_id: product?.stripe_price_id ?? '',
    coinbase_product_id: product?.coinbase_product_id ?? '',
    coinbase_price_id: product?.coinbase_price_id ?? '',
  };
}

/** spec 000 §5: on submit the price becomes whole cents and the months are null for lifetime. */
export function productFormToBody(values: ProductFormValues): ProductCreateBody {
  const lifetime = values.access_duration_type === 'lifetime';
  const months = values.access_duration_months.trim();
  return {
    ...values,
    price_usd: dollarsToCents(values.price_usd),
    access_duration_months: lifetime || months === '' ? null : Number(months),
  };
}
