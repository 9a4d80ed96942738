import type { SearchResponse } from '@store/contract/search';
import type { Area } from '@store/contract/roles';
import { VIEW_LIST_NAMES, viewHref } from '@store/contract/view-lists';
import type { SavedView, WorkQueue } from '@store/contract/views';
import {
  Bookmark,
  KeySquare,
  ListChecks,
  Mail,
  Webhook,
  Package,
  ShoppingCart,
  TicketPercent,
  User,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { formatCents } from '../../lib/money.ts';
import { formatCount } from '../../lib/numbers.ts';
import { newRecordHref } from '../../lib/useNewRecordParam.ts';

/** One line of the palette: where choosing it goes. */
export interface PaletteEntry {
  /** Unique among the entries shown. */
  id: string;
  group: PaletteGroup;
  label: string;
  /** A second line (an order's customer and total, a user's e-mail). */
  detail?: string;
  icon: LucideIcon;
  to: string;
}

export type PaletteGroup = 'Screens' | 'Actions' | 'Views' | 'Orders' | 'Users' | 'Products';

/** A screen the palette can go to; the app passes those the role can open. */
export interface PaletteScreen {
  path: string;
  label: string;
  icon: LucideIcon;
}

/** The common actions (issue 18): each opens its screen's create form, for roles that manage it. */
export const PALETTE_ACTIONS: readonly {
  label: string;
  keywords: string;
  path: string;
  area: Area;
  icon: LucideIcon;
}[] = [
  { label: 'Create user', keywords: 'new add customer admin', path: '/users', area: 'users', icon: UserPlus },
  { label: 'Create product', keywords: 'new add', path: '/products', area: 'catalogue', icon: Package },
  {
    label: 'Create promo code',
    keywords: 'new add discount coupon',
    path: '/promos',
    area: 'catalogue',
    icon: TicketPercent,
  },
  { label: 'Create API key', keywords: 'new add integration', path: '/api-keys', area: 'api_keys', icon: KeySquare },
];

/** Screens outside the sidebar the palette reaches too, for the roles whose area they are in. */
export const PALETTE_MORE_SCREENS: readonly (PaletteScreen & { area: Area })[] = [
  // Every mail the store sends (decision 0047), beside Email Templates.
  { path: '/templates/outbox', label: 'Outbox', icon: Mail, area: 'catalogue' },
  // The outbound webhooks' endpoints and deliveries (decision 0062), beside API Keys; Owners only.
  { path: '/api-keys/webhooks', label: 'Webhooks', icon: Webhook, area: 'security' },
];

/** Whether every word typed appears in `text` (any order, any case): 'new user' finds 'Create user'. */
export function matchesWords(typed: string, text: string): boolean {
  const haystack = text.toLocaleLowerCase();
  return typed
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The views the palette opens (decision 0065): the work queues, then the saved views. */
export interface PaletteViews {
  queues: readonly WorkQueue[];
  saved: readonly SavedView[];
}

/**
 * The palette's lines, in the order they show: screens, actions, views, then the server's orders,
 * users and products. With nothing typed, every screen, action and view; with text, those it matches.
 */
export function paletteEntries(
  typed: string,
  screens: readonly PaletteScreen[],
  actions: readonly (typeof PALETTE_ACTIONS)[number][],
  results: SearchResponse | undefined,
  views?: PaletteViews,
): PaletteEntry[] {
  const text = typed.trim();
  const entries: PaletteEntry[] = [];
  for (const s of screens) {
    if (matchesWords(text, s.label)) {
      entries.push({ id: `screen:${s.path}`, group: 'Screens', label: s.label, icon: s.icon, to: s.path });
    }
  }
  for (const a of actions) {
    if (matchesWords(text, `${a.label} ${a.keywords}`)) {
      entries.push({
        id: `action:${a.path}`,
        group: 'Actions',
        label: a.label,
        icon: a.icon,
        to: newRecordHref(a.path),
      });
    }
  }
  for (const q of views?.queues ?? []) {
    const list = VIEW_LIST_NAMES[q.list];
    if (matchesWords(text, `${q.name} ${list} queue`)) {
      const detail = `${list} · ${formatCount(q.count)} waiting`;
      entries.push({ id: `queue:${q.key}`, group: 'Views', label: q.name, detail, icon: ListChecks, to: viewHref(q) });
    }
  }
  for (const v of views?.saved ?? []) {
    const list = VIEW_LIST_NAMES[v.list];
    if (matchesWords(text, `${v.name} ${list} view`)) {
      const detail = v.mine ? list : `${list} · shared by ${v.owner.name}`;
      entries.push({ id: `view:${v.id}`, group: 'Views', label: v.name, detail, icon: Bookmark, to: viewHref(v) });
    }
  }
  for (const o of results?.orders ?? []) {
    entries.push({
      id: `order:${o.id}`,
      group: 'Orders',
      label: o.order_number,
      detail: `${o.customer_email} · ${formatCents(o.total, o.currency)} · ${o.status}`,
      icon: ShoppingCart,
      to: `/orders/${o.id}`,
    });
  }
  for (const u of results?.users ?? []) {
    entries.push({
      id: `user:${u.id}`,
      group: 'Users',
      label: u.name,
      detail: u.is_admin ? `${u.email} · Admin` : u.email,
      icon: User,
      to: `/users/${u.id}`,
    });
  }
  for (const p of results?.products ?? []) {
    entries.push({
      id: `product:${p.id}`,
      group: 'Products',
      label: p.name,
      detail: formatCents(p.price_usd, 'USD'),
      icon: Package,
      to: `/products/${p.id}`,
    });
  }
  return entries;
}

/** The entries in runs of one group each, with the index of each run's first entry. */
export function groupsOf(entries: readonly PaletteEntry[]) {
  const groups: { group: PaletteGroup; first: number; items: PaletteEntry[] }[] = [];
  entries.forEach((entry, index) => {
    const last = groups.at(-1);
    if (last?.group === entry.group) last.items.push(entry);
    else groups.push({ group: entry.group, first: index, items: [entry] });
  });
  return groups;
}
