import { describe, expect, it } from 'vitest';
import { ProductCreateBodySchema } from '@store/contract/products';
import { dollarsToCents, productFormToBody, productFormValues } from './productForm.ts';

describe('the product form', () => {
  it('turns dollars into whole cents (spec 000 §5)', () => {
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('100')).toBe(10000);
    expect(dollarsToCents('')).toBeNaN();
  });

  it('sends null months for lifetime and the typed months otherwise', () => {
    const base = { ...productFormValues(null), name: 'A', internal_key: 'a', price_usd: '5' };
    expect(productFormToBody({ ...base, access_duration_months: '6' }).access_duration_months).toBeNull();
    expect(
      productFormToBody({ ...base, access_duration_type: 'monthly', access_duration_months: '6' })
        .access_duration_months,
    ).toBe(6);
  });

  it('shows a saved product in dollars and gets the same body back', () => {
    const product = {
      id: 1,
      name: 'Pro',
      description: 'd',
      price_usd: 1999,
      is_physical: true,
      is_downloadable: false,
      access_duration_type: 'annual' as const,
      access_duration_months: 12,
      internal_key: 'pro',
      stripe_product_id: null,
      stripe_price_id: 'price_1',
      coinbase_product_id: null,
      coinbase_price_id: null,
      created_at: '2025-01-05T00:00:00.000Z',
      updated_at: '2025-01-05T00:00:00.000Z',
      revision: 1,
    };
    const values = productFormValues(product);
    expect(values.price_usd).toBe('19.99');
    const body = ProductCreateBodySchema.parse(productFormToBody(values));
    expect(body).toMatchObject({ price_usd: 1999, access_duration_months: 12, stripe_product_id: null });
  });

  it("answers the spec's texts for a blank form", () => {
    const result = ProductCreateBodySchema.safeParse(productFormToBody(productFormValues(null)));
    expect(result.success).toBe(false);
    const texts = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(texts).toMatchObject({
      name: 'Product name is required',
      price_usd: 'USD price must be greater than 0',
      internal_key: 'Internal key is required',
    });
  });
});
