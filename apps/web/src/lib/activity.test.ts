import type { AuditLog } from '@store/contract/audit';
import { describe, expect, it } from 'vitest';
import { activityText, describeActivity, type CanOpen } from './activity.ts';

const everything: CanOpen = () => true;
const entry = (fields: Partial<AuditLog>): AuditLog => ({
  id: 1,
  admin_user_id: 1,
  adminUser: { name: 'Store Admin', email: 'admin@example.com' },
  action: 'update',
  resource_type: 'orders',
  resource_id: '1204',
  changes: null,
  ip_address: null,
  created_at: '2026-11-25T10:00:00.000Z',
  resource_label: null,
  order: null,
  ...fields,
});
const say = (fields: Partial<AuditLog>, canOpen = everything) => activityText(describeActivity(entry(fields), canOpen));
const ORDER = { id: 1204, order_number: 'ORD-2026-001204' };

describe('an audit entry as a sentence', () => {
  it('says what happened to an order, linking its number', () => {
    const parts = describeActivity(
      entry({
        resource_label: ORDER.order_number,
        order: ORDER,
        changes: { status: { before: 'paid', after: 'shipped' } },
      }),
      everything,
    );
    expect(activityText(parts)).toBe('Store Admin changed order ORD-2026-001204 to shipped');
    expect(parts).toContainEqual({ text: 'ORD-2026-001204', href: '/orders/1204' });
    expect(say({ resource_label: ORDER.order_number, order: ORDER, changes: { notes: { after: 'x' } } })).toBe(
      'Store Admin updated order ORD-2026-001204',
    );
  });

  it('links the order of a deleted note, and nothing of a deleted record itself', () => {
    const note = describeActivity(
      entry({ resource_type: 'order_notes', action: 'delete', resource_id: '9', order: ORDER }),
      everything,
    );
    expect(activityText(note)).toBe('Store Admin deleted a note on order ORD-2026-001204');
    expect(note).toContainEqual({ text: 'ORD-2026-001204', href: '/orders/1204' });
    const grant = describeActivity(
      entry({ resource_type: 'user_product_access', action: 'delete', resource_id: '5', resource_label: 'PixelForge' }),
      everything,
    );
    expect(grant).toContainEqual({ text: 'PixelForge', href: null });
  });

  it("speaks of an order's notes, refunds and shipments through the order", () => {
    expect(say({ resource_type: 'order_notes', action: 'create', resource_id: '9', order: ORDER })).toBe(
      'Store Admin added a note to order ORD-2026-001204',
    );
    expect(
      say({
        resource_type: 'order_refunds',
        action: 'create',
        resource_id: '3',
        order: ORDER,
        changes: { amount: { after: 1250 }, currency: { after: 'EUR' } },
      }),
    ).toBe('Store Admin refunded €12.50 on order ORD-2026-001204');
    expect(say({ resource_type: 'shipments', action: 'create', resource_id: '60', order: ORDER })).toBe(
      'Store Admin created a shipment for order ORD-2026-001204',
    );
    expect(
      say({ resource_type: 'shipments', resource_id: '60', order: ORDER, changes: { status: { after: 'delivered' } } }),
    ).toBe('Store Admin marked the shipment for order ORD-2026-001204 as delivered');
    expect(
      say({
        resource_type: 'shipments',
        resource_id: '61',
        order: ORDER,
        changes: { status: { after: 'in_transit' } },
      }),
    ).toBe('Store Admin marked the shipment for order ORD-2026-001204 as in transit');
  });

  it('names records, and links them only where they still exist and the role opens their screen', () => {
    const created = describeActivity(
      entry({ resource_type: 'products', action: 'create', resource_id: '5', resource_label: 'Felt Desk Mat' }),
      everything,
    );
    expect(activityText(created)).toBe('Store Admin created product Felt Desk Mat');
    expect(created).toContainEqual({ text: 'Felt Desk Mat', href: '/products/5' });
    const deleted = describeActivity(
      entry({ resource_type: 'products', action: 'delete', resource_id: '5', resource_label: 'Felt Desk Mat' }),
      everything,
    );
    expect(deleted).toContainEqual({ text: 'Felt Desk Mat', href: null });
    const outsideRole = describeActivity(
      entry({ resource_type: 'users', resource_id: '276', resource_label: 'Ada Lovelace' }),
      (screen) => screen !== '/users',
    );
    expect(activityText(outsideRole)).toBe('Store Admin updated user Ada Lovelace');
    expect(outsideRole).toContainEqual({ text: 'Ada Lovelace', href: null });
    // A record without a name reads by its id.
    expect(say({ resource_type: 'countries', resource_id: 'NO', action: 'update' })).toBe(
      'Store Admin updated country #NO',
    );
  });

  it('says settings, blocks and exports the way a person would', () => {
    expect(say({ resource_type: 'rate_limiter_settings', resource_id: 'defaults', resource_label: 'defaults' })).toBe(
      'Store Admin reset the rate limiters to their defaults',
    );
    expect(say({ resource_type: 'rate_limiter_settings', resource_id: 'login', resource_label: 'login' })).toBe(
      'Store Admin changed the login rate limiter',
    );
    expect(
      say({
        resource_type: 'ip_blacklist',
        action: 'create',
        resource_id: '203.0.113.7',
        resource_label: '203.0.113.7',
      }),
    ).toBe('Store Admin blocked IP 203.0.113.7');
    expect(say({ resource_type: 'security_settings', resource_id: 'two_step' })).toBe(
      'Store Admin changed the security settings',
    );
    expect(
      say({ resource_type: 'orders', action: 'export', resource_id: null, changes: { rows: { after: 2000 } } }),
    ).toBe('Store Admin exported 2,000 orders');
    expect(
      say({
        resource_type: 'user_product_access',
        action: 'create',
        resource_id: '8',
        resource_label: 'Pro for ada@example.com',
      }),
    ).toBe('Store Admin granted access to Pro for ada@example.com');
  });
});
