// An audit entry as a sentence a person would say (issue 18, decision 0033): "Store Admin changed
// order ORD-2026-001204 to shipped", the record's name linking to its address where it has one.
import type { AuditLog, AuditResourceType } from '@store/contract/audit';
import { AUDIT_RESOURCE_LABELS } from '@store/contract/audit-labels';
import type { SidebarPath } from '@store/contract/navigation';
import { formatCents } from './money.ts';
import { formatCount } from './numbers.ts';

/** A piece of the sentence: words, or a record's name with its address. */
export type ActivityPart = string | { text: string; href: string | null };

/** Each resource type: what one record is called, and the screen that opens it by key. */
const RESOURCES: Record<AuditResourceType, { noun: string; screen: SidebarPath | null }> = {
  users: { noun: 'user', screen: '/users' },
  products: { noun: 'product', screen: '/products' },
  orders: { noun: 'order', screen: '/orders' },
  code_promos: { noun: 'promo code', screen: '/promos' },
  user_product_access: { noun: 'access to', screen: '/access' },
  shipments: { noun: 'shipment', screen: '/shipments' },
  countries: { noun: 'country', screen: '/countries' },
  software_releases: { noun: 'release', screen: '/releases' },
  email_templates: { noun: 'e-mail template', screen: '/templates' },
  api_keys: { noun: 'API key', screen: null },
  ip_blacklist: { noun: 'IP', screen: null },
  rate_limiter_settings: { noun: 'rate limiter', screen: null },
  audit_logs: { noun: 'audit log', screen: '/audit' },
  order_notes: { noun: 'note', screen: null },
  order_refunds: { noun: 'refund', screen: null },
  security_settings: { noun: 'security settings', screen: null },
  mail_outbox: { noun: 'mail', screen: null },
  jobs: { noun: 'background job', screen: '/monitoring' },
  webhook_endpoints: { noun: 'webhook endpoint', screen: null },
  webhook_deliveries: { noun: 'webhook delivery', screen: null },
  saved_views: { noun: 'saved view', screen: null },
};

const VERB = { create: 'created', update: 'updated', delete: 'deleted', export: 'exported' } as const;

/** Which screens the reader's role opens: a record elsewhere is named without a link. */
export type CanOpen = (screen: SidebarPath) => boolean;

function after(log: AuditLog, field: string): unknown {
  return log.changes?.[field]?.after;
}

export function describeActivity(log: AuditLog, canOpen: CanOpen): ActivityPart[] {
  const who = log.adminUser.name.trim() || log.adminUser.email;
  const { noun, screen } = RESOURCES[log.resource_type];
  // A record the entry deleted has no page left; the order it belonged to still has one.
  const link = (text: string, path: SidebarPath | null, key: string | number | null, gone: boolean): ActivityPart => ({
    text,
    href: path && key !== null && !gone && canOpen(path) ? `${path}/${encodeURIComponent(String(key))}` : null,
  });
  const deleted = log.action === 'delete';
  const order = log.order
    ? link(log.order.order_number, '/orders', log.order.id, deleted && log.resource_type === 'orders')
    : null;
  const record = link(log.resource_label ?? `#${log.resource_id ?? ''}`, screen, log.resource_id, deleted);
  const raw = after(log, 'status');
  // 'in_transit' reads 'in transit'; a custom status as typed otherwise.
  const status = typeof raw === 'string' ? raw.replace(/_/g, ' ') : undefined;

  switch (log.resource_type) {
    case 'order_notes':
      if (order) {
        const what = {
          create: 'added a note to',
          update: 'edited a note on',
          delete: 'deleted a note on',
          export: 'exported notes of',
        };
        return [who, ` ${what[log.action]} order `, order];
      }
      break;
    case 'order_refunds': {
      const amount = after(log, 'amount');
      const currency = after(log, 'currency');
      if (order && log.action === 'create' && typeof amount === 'number')
        return [
          who,
          ` refunded ${formatCents(amount, typeof currency === 'string' ? currency : 'USD')} on order `,
          order,
        ];
      break;
    }
    case 'shipments':
      if (order && log.action === 'create') return [who, ' created a shipment for order ', order];
      if (order && typeof status === 'string') return [who, ' marked the shipment for order ', order, ` as ${status}`];
      break;
    case 'rate_limiter_settings':
      if (log.resource_id === 'defaults') return [who, ' reset the rate limiters to their defaults'];
      return [who, ` changed the ${log.resource_label ?? log.resource_id ?? ''} rate limiter`];
    case 'user_product_access': {
      const what = { create: 'granted', update: 'updated', delete: 'revoked', export: 'exported' };
      if (log.action !== 'export') return [who, ` ${what[log.action]} access to `, record];
      break;
    }
    case 'security_settings':
      return [who, ' changed the security settings'];
    case 'ip_blacklist':
      if (log.action === 'create') return [who, ` blocked IP ${log.resource_label ?? ''}`];
      if (log.action === 'delete') return [who, ` unblocked IP ${log.resource_label ?? ''}`];
      break;
    default:
      break;
  }
  if (log.action === 'export') {
    const rows = after(log, 'rows');
    const list = AUDIT_RESOURCE_LABELS[log.resource_type].toLowerCase();
    return [who, typeof rows === 'number' ? ` exported ${formatCount(rows)} ${list}` : ` exported the ${list} list`];
  }
  if (log.action === 'update' && typeof status === 'string') return [who, ` changed ${noun} `, record, ` to ${status}`];
  return [who, ` ${VERB[log.action]} ${noun} `, record];
}

/** The sentence as plain text (its links' words in place): for titles and tests. */
export function activityText(parts: ActivityPart[]): string {
  return parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');
}
