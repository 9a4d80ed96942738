// The demo store (DESIGN §1, `SEED_DEMO`): fills an empty, migrated database with a year of a
// living store — customers, a catalogue of shipped goods and downloadable software, orders in
// every status, promo codes, access grants, shipments, releases, API keys and the admin's audit
// trail — so every screen of the panel has something real to show on first start.
//
// Deterministic: every random draw comes from one faker instance seeded with `seed`, and every
// date is derived from `now`, so the same seed and `now` give the same store. The exceptions are
// secrets (onboarding tokens, API keys, the customers' password): they come from the OS random
// source, because a secret that anyone can recompute from a public seed is no secret.
//
// The data is consistent the way the server would have left it: orders keep snapshots whose money
// adds up, promo usage counts equal their orders and never exceed max_uses, access grants follow
// the purchases, audit rows describe changes that the rows really show. Rows the audit trail
// reports as deleted are inserted and then deleted, so their ids are real gaps.
import { Faker, base, en } from '@faker-js/faker';
import { count, eq, inArray } from 'drizzle-orm';
import type { AuditAction, AuditResourceType } from '@store/contract/audit';
import type { Db, Tx } from '../db/client.ts';
import { codePromos, countries, emailTemplates, products, softwareReleases } from '../db/schema/catalog.ts';
import { apiKeys, auditLogs } from '../db/schema/operations.ts';
import { orderItems, orders, paymentSessions, shipments, userProductAccess } from '../db/schema/sales.ts';
import { users } from '../db/schema/users.ts';
import { diffChanges } from '../platform/audit.ts';
import { hashPassword } from '../platform/passwords.ts';
import { randomToken, sha256 } from '../platform/secrets.ts';
import { insertMissingTemplates, seedSystemTemplates } from '../features/templates/system.ts';
import { NO_ONBOARDING_LINK, newOnboardingToken, type OnboardingLinks } from '../features/users/accounts.ts';
import { DEMO_TEMPLATES } from './templates.ts';

export interface DemoSummary {
  customers: number;
  products: number;
  countries: number;
  promoCodes: number;
  orders: number;
  orderItems: number;
  paymentSessions: number;
  productAccess: number;
  shipments: number;
  softwareReleases: number;
  emailTemplates: number;
  apiKeys: number;
  auditLogs: number;
}

export const DEFAULT_DEMO_SEED = 20_260_615;

// ---------------------------------------------------------------------------------------------
// Sizes and mixes

const HISTORY_DAYS = 365;
const CUSTOMER_COUNT = 300;
/** Customers the audit trail shows an admin deleting (inserted, then deleted). */
const DELETED_CUSTOMER_COUNT = 3;
/** Share of customers who bought something (the others were created by an admin). */
const BUYER_SHARE = 0.9;
const ORDER_COUNT = 2_000;
const PENDING_SESSION_COUNT = 8;
const SHIPMENT_COUNT = 60;
const MANUAL_GRANT_COUNT = 8;
const DELETED_GRANT_COUNT = 2;
/** Share of purchase grants an admin revoked later. */
const REVOKED_GRANT_SHARE = 0.02;
const INSERT_CHUNK = 500;

const ONBOARDING_MIX = [
  { value: 'completed', weight: 80 },
  { value: 'pending', weight: 13 },
  { value: 'no_link', weight: 7 },
] as const;
type OnboardingState = (typeof ONBOARDING_MIX)[number]['value'];

const CANCELLED_SHARE = 0.05;
const CUSTOM_STATUS_SHARE = 0.012;
const PENDING_ORDER_SHARE = 0.03;
/** Custom free-text statuses an admin typed (spec 000 §4), with the status they replaced. */
const CUSTOM_STATUSES = [
  { status: 'on_hold', previous: 'paid', physicalOnly: false },
  { status: 'refund requested', previous: 'completed', physicalOnly: false },
  { status: 'awaiting stock', previous: 'processing', physicalOnly: true },
  { status: 'partially refunded', previous: 'completed', physicalOnly: false },
] as const;

const PROMO_SHARE = 0.22;
/** During a sale campaign most buyers use its code. */
const CAMPAIGN_PROMO_SHARE = 0.6;
/** A fixed discount is only offered on baskets worth at least this many times the discount. */
const FIXED_PROMO_MIN_BASKET = 2;
const COINBASE_SHARE = 0.2;
/** Fixed conversion for the few orders paid in euros (amounts are cents of the order currency). */
const EUR_PER_USD = 0.92;
const EUR_SHARE_IN_EURO_AREA = 0.4;
const EUR_SHARE_DIGITAL = 0.03;

const ITEM_COUNT_MIX = [
  { value: 1, weight: 60 },
  { value: 2, weight: 28 },
  { value: 3, weight: 12 },
] as const;
const PHYSICAL_QUANTITY_MIX = [
  { value: 1, weight: 80 },
  { value: 2, weight: 15 },
  { value: 3, weight: 5 },
] as const;

/** The admin's audit trail, rows per resource type (fewer when the data offers fewer events). */
const AUDIT_QUOTAS: Partial<Record<AuditResourceType, number>> = {
  orders: 120,
  shipments: 60,
  users: 30,
  user_product_access: 30,
  software_releases: 20,
  products: 20,
  code_promos: 18,
  countries: 12,
  email_templates: 10,
};

// ---------------------------------------------------------------------------------------------
// Catalogue, countries, promo codes, API keys

type DurationType = 'lifetime' | 'monthly' | 'annual';
type Platform =
  'windows' | 'macos' | 'linux' | 'macos-windows' | 'linux-windows' | 'linux-macos' | 'linux-macos-windows';
const DURATION_MONTHS: Record<DurationType, number | null> = { lifetime: null, monthly: 1, annual: 12 };

interface CatalogEntry {
  key: string;
  name: string;
  description: string;
  price: number;
  physical: boolean;
  /** Builds released for downloadable products; absent for goods that are only shipped. */
  platforms?: Platform[];
  /** Typical size of one build, in MB. */
  buildMb?: number;
  duration: DurationType;
  /** Relative weight in orders. */
  popularity: number;
  /** Launched during the demo year; otherwise on sale since before it. */
  launchedDaysAgo?: number;
  /** An admin changed the price this many days ago; older orders paid `before`. */
  priceChange?: { before: number; daysAgo: number };
}

// prettier-ignore
const CATALOG: readonly CatalogEntry[] = [
  // Physical goods
  { key: 'sku-kb-k87-brown', name: 'K87 Mechanical Keyboard (Brown Switches)', description: 'Tenkeyless aluminium keyboard with hot-swappable tactile switches, PBT keycaps and USB-C.', price: 12_900, physical: true, duration: 'lifetime', popularity: 6 },
  { key: 'sku-mouse-vertical', name: 'Ergonomic Vertical Mouse', description: 'Wireless 57° vertical mouse that keeps the wrist in a handshake position; three devices, one button.', price: 4_900, physical: true, duration: 'lifetime', popularity: 7 },
  { key: 'sku-dock-usbc-11', name: 'USB-C Docking Station 11-in-1', description: 'Dual 4K HDMI, 2.5 GbE, SD reader and 100 W pass-through charging from a single cable.', price: 18_900, physical: true, duration: 'lifetime', popularity: 4 },
  { key: 'sku-monitor-lightbar', name: 'Monitor Light Bar', description: 'Asymmetric desk lamp that clips onto the monitor and lights the desk without screen glare.', price: 5_900, physical: true, duration: 'lifetime', popularity: 5 },
  { key: 'sku-laptop-stand', name: 'Aluminium Laptop Stand', description: 'Foldable stand with six height positions for 11–17" laptops.', price: 3_900, physical: true, duration: 'lifetime', popularity: 6 },
  { key: 'sku-headphones-nc700', name: 'NC700 Noise-Cancelling Headphones', description: 'Over-ear Bluetooth headphones with adaptive noise cancelling and 30-hour battery.', price: 24_900, physical: true, duration: 'lifetime', popularity: 4, priceChange: { before: 27_900, daysAgo: 60 } },
  { key: 'sku-deskmat-xl', name: 'XL Felt Desk Mat', description: '90 × 40 cm merino wool felt mat with a non-slip cork base.', price: 2_900, physical: true, duration: 'lifetime', popularity: 8 },
  { key: 'sku-webcam-4k', name: '4K Webcam with Privacy Shutter', description: 'Autofocus 4K webcam with dual microphones and a built-in sliding shutter.', price: 11_900, physical: true, duration: 'lifetime', popularity: 4 },
  { key: 'sku-security-key-nfc', name: 'Hardware Security Key (USB-C + NFC)', description: 'FIDO2 / WebAuthn key for passwordless sign-in and two-factor authentication.', price: 5_500, physical: true, duration: 'lifetime', popularity: 5 },
  { key: 'sku-hoodie-dev', name: 'Developer Hoodie', description: 'Heavyweight organic cotton hoodie with an embroidered `git push --force` on the sleeve.', price: 5_900, physical: true, duration: 'lifetime', popularity: 3 },
  { key: 'sku-stickers-terminal', name: 'Sticker Pack: Terminal Classics', description: 'Twelve vinyl stickers of beloved shell commands; dishwasher safe.', price: 900, physical: true, duration: 'lifetime', popularity: 7 },
  { key: 'sku-ssd-portable-1tb', name: 'Portable SSD 1 TB', description: 'Pocket-sized NVMe drive with 1,050 MB/s transfers over USB-C and a rubber bumper.', price: 10_900, physical: true, duration: 'lifetime', popularity: 4, launchedDaysAgo: 220 },
  // Downloadable software, lifetime licences
  { key: 'sku-pixelforge-lifetime', name: 'PixelForge Photo Editor — Lifetime License', description: 'Non-destructive RAW editor with layers, AI masking and free updates within its major version.', price: 8_900, physical: false, platforms: ['windows', 'macos'], buildMb: 420, duration: 'lifetime', popularity: 6, priceChange: { before: 7_900, daysAgo: 120 } },
  { key: 'sku-codelens-pro', name: 'CodeLens Pro IDE Plugin — Lifetime', description: 'Inline code metrics, blame and review comments for VS Code and JetBrains IDEs.', price: 4_900, physical: false, platforms: ['linux-macos-windows'], buildMb: 18, duration: 'lifetime', popularity: 5 },
  { key: 'sku-fontkit-collection', name: 'FontKit Type Collection', description: '48 hand-hinted font families for screen and print, with a desktop licence for five devices.', price: 3_900, physical: false, platforms: ['linux-macos-windows'], buildMb: 95, duration: 'lifetime', popularity: 3 },
  { key: 'sku-sounddeck-tools', name: 'SoundDeck Audio Tools', description: 'Noise removal, loudness matching and batch export for podcasters.', price: 6_900, physical: false, platforms: ['windows', 'macos'], buildMb: 310, duration: 'lifetime', popularity: 4 },
  // Downloadable software, monthly subscriptions
  { key: 'sku-cloudsync-monthly', name: 'CloudSync Backup — Monthly', description: 'Encrypted, versioned backup of up to 2 TB across all your computers. Billed monthly.', price: 999, physical: false, platforms: ['windows', 'macos', 'linux'], buildMb: 75, duration: 'monthly', popularity: 8 },
  { key: 'sku-vpnshield-monthly', name: 'VPN Shield — Monthly', description: 'WireGuard-based VPN with servers in 40 countries and no activity logs. Billed monthly.', price: 799, physical: false, platforms: ['windows', 'macos', 'linux'], buildMb: 40, duration: 'monthly', popularity: 8 },
  { key: 'sku-taskflow-monthly', name: 'TaskFlow Team Planner — Monthly', description: 'Kanban boards, time tracking and offline sync for teams up to 10. Billed monthly.', price: 1_499, physical: false, platforms: ['macos-windows'], buildMb: 120, duration: 'monthly', popularity: 5 },
  { key: 'sku-screenrec-monthly', name: 'Screen Recorder Studio — Monthly', description: '4K screen and camera recording with instant sharing links. Billed monthly.', price: 1_299, physical: false, platforms: ['windows', 'macos'], buildMb: 150, duration: 'monthly', popularity: 4, launchedDaysAgo: 30 },
  // Downloadable software, annual subscriptions
  { key: 'sku-cloudsync-annual', name: 'CloudSync Backup — Annual', description: 'Encrypted, versioned backup of up to 2 TB across all your computers. Two months free.', price: 9_900, physical: false, platforms: ['windows', 'macos', 'linux'], buildMb: 75, duration: 'annual', popularity: 5 },
  { key: 'sku-vpnshield-annual', name: 'VPN Shield — Annual', description: 'WireGuard-based VPN with servers in 40 countries and no activity logs. Billed yearly.', price: 5_900, physical: false, platforms: ['windows', 'macos', 'linux'], buildMb: 40, duration: 'annual', popularity: 5, priceChange: { before: 4_900, daysAgo: 90 } },
  { key: 'sku-taskflow-annual', name: 'TaskFlow Team Planner — Annual', description: 'Kanban boards, time tracking and offline sync for teams up to 10. Billed yearly.', price: 14_900, physical: false, platforms: ['macos-windows'], buildMb: 120, duration: 'annual', popularity: 3 },
  { key: 'sku-devops-toolkit-annual', name: 'DevOps Toolkit — Annual', description: 'CLI suite for container scanning, secrets detection and release notes. Twelve months of updates.', price: 19_900, physical: false, platforms: ['linux', 'macos'], buildMb: 60, duration: 'annual', popularity: 2 },
  { key: 'sku-passvault-family-annual', name: 'Password Vault Family — Annual', description: 'Password manager for up to six people with shared vaults and breach alerts.', price: 4_900, physical: false, platforms: ['linux-macos-windows'], buildMb: 55, duration: 'annual', popularity: 4, launchedDaysAgo: 160 },
  // Shipped and downloadable
  { key: 'sku-pixelforge-boxed', name: 'PixelForge Boxed Edition', description: 'Lifetime licence on a USB drive with a 200-page printed manual; downloads included.', price: 11_900, physical: true, platforms: ['macos-windows'], buildMb: 420, duration: 'lifetime', popularity: 2 },
  { key: 'sku-homestudio-bundle', name: 'Home Studio Bundle: USB Microphone + SoundDeck', description: 'Cardioid USB microphone with shock mount and a lifetime SoundDeck Audio Tools licence.', price: 17_900, physical: true, platforms: ['windows', 'macos'], buildMb: 310, duration: 'lifetime', popularity: 3 },
  { key: 'sku-label-printer-kit', name: 'Smart Label Printer + Designer Software', description: 'Thermal label printer with 3 rolls and the Label Designer app for desktop.', price: 13_900, physical: true, platforms: ['macos-windows'], buildMb: 85, duration: 'lifetime', popularity: 2 },
  { key: 'sku-pi-starter-kit', name: 'Raspberry Pi Starter Kit + Course Downloads', description: 'Board, case, power supply and sensors, with 12 downloadable project courses and images.', price: 9_900, physical: true, platforms: ['linux'], buildMb: 1_800, duration: 'lifetime', popularity: 3 },
  { key: 'sku-field-recorder-pro', name: 'Field Recorder + SoundDeck Pro (1 year)', description: 'Handheld 32-bit float recorder with twelve months of SoundDeck Pro updates and plug-ins.', price: 29_900, physical: true, platforms: ['windows', 'macos'], buildMb: 340, duration: 'annual', popularity: 1, launchedDaysAgo: 75 },
];

interface CountryEntry {
  code: string;
  name: string;
  shipping: number;
  /** Sales tax charged on shipped orders, in percent of the discounted subtotal. */
  taxPercent: number;
  weight: number;
  euro?: boolean;
  /** Added to the shipping list during the demo year. */
  addedDaysAgo?: number;
  shippingChange?: { before: number; daysAgo: number };
}

// prettier-ignore
const COUNTRIES: readonly CountryEntry[] = [
  { code: 'US', name: 'United States', shipping: 500, taxPercent: 7, weight: 38, shippingChange: { before: 400, daysAgo: 150 } },
  { code: 'CA', name: 'Canada', shipping: 900, taxPercent: 5, weight: 8, shippingChange: { before: 800, daysAgo: 150 } },
  { code: 'MX', name: 'Mexico', shipping: 1_200, taxPercent: 0, weight: 2 },
  { code: 'BR', name: 'Brazil', shipping: 2_200, taxPercent: 0, weight: 2, addedDaysAgo: 45 },
  { code: 'GB', name: 'United Kingdom', shipping: 1_200, taxPercent: 0, weight: 9 },
  { code: 'IE', name: 'Ireland', shipping: 1_200, taxPercent: 0, weight: 2, euro: true },
  { code: 'FR', name: 'France', shipping: 1_100, taxPercent: 0, weight: 5, euro: true },
  { code: 'DE', name: 'Germany', shipping: 1_000, taxPercent: 0, weight: 8, euro: true },
  { code: 'NL', name: 'Netherlands', shipping: 1_000, taxPercent: 0, weight: 3, euro: true },
  { code: 'BE', name: 'Belgium', shipping: 1_000, taxPercent: 0, weight: 2, euro: true },
  { code: 'ES', name: 'Spain', shipping: 1_100, taxPercent: 0, weight: 3, euro: true },
  { code: 'PT', name: 'Portugal', shipping: 1_100, taxPercent: 0, weight: 1, euro: true },
  { code: 'IT', name: 'Italy', shipping: 1_100, taxPercent: 0, weight: 3, euro: true },
  { code: 'AT', name: 'Austria', shipping: 1_100, taxPercent: 0, weight: 1, euro: true },
  { code: 'FI', name: 'Finland', shipping: 1_300, taxPercent: 0, weight: 1, euro: true },
  { code: 'CH', name: 'Switzerland', shipping: 1_500, taxPercent: 0, weight: 2 },
  { code: 'SE', name: 'Sweden', shipping: 1_300, taxPercent: 0, weight: 2 },
  { code: 'NO', name: 'Norway', shipping: 1_500, taxPercent: 0, weight: 1 },
  { code: 'DK', name: 'Denmark', shipping: 1_200, taxPercent: 0, weight: 1 },
  { code: 'PL', name: 'Poland', shipping: 1_200, taxPercent: 0, weight: 2 },
  { code: 'CZ', name: 'Czechia', shipping: 1_200, taxPercent: 0, weight: 1 },
  { code: 'AU', name: 'Australia', shipping: 1_800, taxPercent: 10, weight: 4 },
  { code: 'NZ', name: 'New Zealand', shipping: 2_000, taxPercent: 0, weight: 1 },
  { code: 'JP', name: 'Japan', shipping: 1_600, taxPercent: 0, weight: 2, addedDaysAgo: 200 },
  { code: 'SG', name: 'Singapore', shipping: 1_400, taxPercent: 0, weight: 1, addedDaysAgo: 100 },
];
/** A country the admin stopped shipping to; only its audit row remains. */
const REMOVED_COUNTRY = { code: 'TR', name: 'Turkey', shipping: 1_900, removedDaysAgo: 50 };

type DiscountType = 'percentage' | 'fixed';
interface PromoEntry {
  code: string;
  type: DiscountType;
  /** Percent, or USD cents for fixed discounts. */
  value: number;
  /** null = unlimited; 'reached' = capped at exactly the number of times it was used. */
  maxUses: number | null | 'reached';
  start: (now: Date) => Date;
  end: (now: Date) => Date | null;
  /** Disabled by an admin this many days ago. */
  disabledDaysAgo?: number;
  /** Relative weight among the codes valid at a given time. */
  weight: number;
  /** Shown in the audit trail as deleted (inserted, then deleted). */
  deletedAfterDays?: number;
  /** A sale campaign: this share of all orders falls within its dates. */
  campaignShare?: number;
}

// prettier-ignore
const PROMOS: readonly PromoEntry[] = [
  { code: 'WELCOME10', type: 'percentage', value: 10, maxUses: null, start: (n) => daysBefore(n, 400), end: () => null, weight: 5 },
  { code: 'SPRING25', type: 'percentage', value: 25, maxUses: 300, start: (n) => daysBefore(n, 100), end: (n) => daysBefore(n, 70), weight: 6 },
  { code: 'BLACKFRIDAY30', type: 'percentage', value: 30, maxUses: 1_000, start: (n) => lastDateOf(n, 10, 27, 14), end: (n) => daysAfter(lastDateOf(n, 10, 27, 14), 4), weight: 40, campaignShare: 0.03 },
  { code: 'SAVE5', type: 'fixed', value: 500, maxUses: 500, start: (n) => daysBefore(n, 300), end: () => null, weight: 3 },
  { code: 'VIP50', type: 'percentage', value: 50, maxUses: 'reached', start: (n) => daysBefore(n, 250), end: () => null, weight: 1 },
  { code: 'LAUNCH15', type: 'percentage', value: 15, maxUses: null, start: (n) => daysBefore(n, 330), end: () => null, disabledDaysAgo: 240, weight: 4 },
  { code: 'SUMMER20', type: 'percentage', value: 20, maxUses: 1_000, start: (n) => daysAfter(n, 10), end: (n) => daysAfter(n, 70), weight: 0 },
  { code: 'TAKE20', type: 'fixed', value: 2_000, maxUses: 100, start: (n) => daysBefore(n, 150), end: () => null, weight: 2 },
  { code: 'STUDENT_15', type: 'percentage', value: 15, maxUses: 2_000, start: (n) => daysBefore(n, 280), end: () => null, weight: 2 },
  { code: 'PARTNER-ACME', type: 'fixed', value: 1_000, maxUses: 50, start: (n) => daysBefore(n, 200), end: (n) => daysBefore(n, 20), weight: 2 },
  { code: 'NEWSLETTER12', type: 'percentage', value: 12, maxUses: 5_000, start: (n) => daysBefore(n, 180), end: () => null, weight: 3 },
  { code: 'HOLIDAY20', type: 'percentage', value: 20, maxUses: 500, start: (n) => lastDateOf(n, 11, 15, 10), end: (n) => daysAfter(lastDateOf(n, 11, 15, 10), 16), disabledDaysAgo: 1, weight: 20, campaignShare: 0.02 },
  { code: 'TEST-DO-NOT-USE', type: 'fixed', value: 100, maxUses: 1, start: (n) => daysBefore(n, 60), end: () => null, weight: 0, deletedAfterDays: 1 },
];

interface ApiKeyEntry {
  name: string;
  description: string | null;
  mode: 'live' | 'test';
  createdDaysAgo: number;
  usageCount: number;
  lastUsedMinutesAgo: number | null;
  revokedDaysAgo?: number;
}

// prettier-ignore
const API_KEYS: readonly ApiKeyEntry[] = [
  { name: 'Webflow Production', description: 'Main storefront on Webflow', mode: 'live', createdDaysAgo: 300, usageCount: 184_233, lastUsedMinutesAgo: 2 },
  { name: 'Webflow Staging', description: 'Staging site for storefront changes', mode: 'test', createdDaysAgo: 280, usageCount: 12_457, lastUsedMinutesAgo: 3 * 24 * 60 },
  { name: 'Mobile App (iOS)', description: 'In-app purchases of software licences', mode: 'live', createdDaysAgo: 120, usageCount: 40_912, lastUsedMinutesAgo: 55 },
  { name: 'Partner Portal — Acme Resellers', description: null, mode: 'live', createdDaysAgo: 14, usageCount: 0, lastUsedMinutesAgo: null },
  { name: 'Legacy WordPress Shop', description: 'Old WooCommerce front end, replaced by Webflow', mode: 'live', createdDaysAgo: 360, usageCount: 98_120, lastUsedMinutesAgo: 200 * 24 * 60, revokedDaysAgo: 199 },
];
/** The key that created the pending checkouts. */
const STOREFRONT_KEY_NAME = 'Webflow Production';
const API_KEY_PREFIX_LENGTH = 12;

const RELEASE_NOTES = [
  'Faster start-up on large libraries.',
  'Fixed a crash when the network drops during sync.',
  'New dark theme that follows the system setting.',
  'Security: updated OpenSSL and the embedded browser engine.',
  'Improved accessibility of dialogs and menus.',
  'Apple Silicon and Windows on ARM native builds.',
  'Fixed high CPU use while idle.',
  'Export presets can now be shared between devices.',
  'Smaller installer and delta updates.',
  'Fixed the licence check failing behind some proxies.',
  'New command palette (Ctrl/Cmd + K).',
  'Better error messages when a file cannot be opened.',
] as const;
const DOWNLOAD_BASE_URL = 'https://downloads.demo-store.example';

const CARRIERS_DOMESTIC = [
  { value: 'USPS', weight: 40 },
  { value: 'UPS', weight: 35 },
  { value: 'FedEx', weight: 25 },
] as const;
const CARRIERS_INTERNATIONAL = [
  { value: 'DHL', weight: 50 },
  { value: 'FedEx', weight: 25 },
  { value: 'UPS', weight: 25 },
] as const;
type Carrier = 'USPS' | 'UPS' | 'FedEx' | 'DHL';

// ---------------------------------------------------------------------------------------------
// Dates and randomness

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const addMs = (d: Date, ms: number): Date => new Date(d.getTime() + ms);
function daysBefore(d: Date, days: number): Date {
  return addMs(d, -days * DAY);
}
function daysAfter(d: Date, days: number): Date {
  return addMs(d, days * DAY);
}
const minDate = (a: Date, b: Date): Date => (a < b ? a : b);
const maxDate = (a: Date, b: Date): Date => (a > b ? a : b);
const startOfDayUtc = (d: Date): Date => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** The latest `month`/`day` (UTC, month 0-based) that lies at least `minDaysAgo` days before `now`. */
function lastDateOf(now: Date, month: number, day: number, minDaysAgo: number): Date {
  const limit = daysBefore(now, minDaysAgo);
  let year = limit.getUTCFullYear();
  let date = new Date(Date.UTC(year, month, day));
  while (date > limit) date = new Date(Date.UTC(--year, month, day));
  return date;
}

/** Calendar months later, clamped to the month's last day (Jan 31 + 1 month = Feb 28). */
function addMonths(d: Date, months: number): Date {
  const target = new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target;
}

/** All random draws of one run, from one seeded faker instance (the global `faker` is untouched). */
class Dice {
  readonly f: Faker;
  constructor(seed: number, now: Date) {
    this.f = new Faker({ locale: [en, base] });
    this.f.seed(seed);
    this.f.setDefaultRefDate(now);
  }
  unit(): number {
    return this.f.number.float({ min: 0, max: 1 });
  }
  chance(p: number): boolean {
    return this.unit() < p;
  }
  int(min: number, max: number): number {
    return this.f.number.int({ min, max });
  }
  pick<T>(items: readonly T[]): T {
    return this.f.helpers.arrayElement(items);
  }
  weighted<T>(items: readonly { value: T; weight: number }[]): T {
    return this.f.helpers.weightedArrayElement(items);
  }
  sample<T>(items: readonly T[], n: number): T[] {
    return this.f.helpers.arrayElements(items, Math.min(n, items.length));
  }
  between(from: Date, to: Date): Date {
    return new Date(this.int(from.getTime(), Math.max(from.getTime(), to.getTime())));
  }
  hoursAfter(d: Date, minHours: number, maxHours: number): Date {
    return addMs(d, this.int(minHours * HOUR, maxHours * HOUR));
  }
  /**
   * minHours..maxHours after `d`, but never after `limit`: then somewhere between the two, so
   * that recent events do not all pile up at `limit`.
   */
  after(d: Date, minHours: number, maxHours: number, limit: Date): Date {
    const at = this.hoursAfter(d, minHours, maxHours);
    return at <= limit ? at : this.between(minDate(d, limit), limit);
  }
  alnum(length: number, casing: 'upper' | 'lower' | 'mixed' = 'mixed'): string {
    return this.f.string.alphanumeric({ length, casing });
  }
  digits(length: number): string {
    return this.f.string.numeric({ length, allowLeadingZeros: true });
  }
}

interface Clock {
  now: Date;
  /** Start of the demo year. */
  start: Date;
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo seed: missing ${what}`);
  return value;
}

function chunks<T>(rows: readonly T[], size = INSERT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Planned rows (what will be inserted; ids are filled in after insertion)

interface PlannedProduct extends CatalogEntry {
  id?: number;
  createdAt: Date;
  updatedAt: Date;
  stripeProductId: string | null;
  stripePriceId: string | null;
  coinbaseProductId: string | null;
  coinbasePriceId: string | null;
  /** A description fix made by the admin (for the audit trail). */
  descriptionEdit: { at: Date; before: string } | null;
}

interface PlannedCountry extends CountryEntry {
  createdAt: Date;
  updatedAt: Date;
}

interface PlannedPromo extends PromoEntry {
  id?: number;
  dateStart: Date;
  dateEnd: Date | null;
  disabledAt: Date | null;
  deletedAt: Date | null;
  cap: number | null;
  usage: number;
  createdAt: Date;
  updatedAt: Date;
}

interface PlannedCustomer {
  id?: number;
  email: string;
  name: string;
  onboarding: OnboardingState;
  createdAt: Date;
  updatedAt: Date;
  isBuyer: boolean;
  loyalty: number;
  /** A name typo an admin fixed (for the audit trail). */
  nameFix: { at: Date; before: string } | null;
  deletedAt: Date | null;
}

interface PlannedLine {
  product: PlannedProduct;
  quantity: number;
  unitPrice: number;
}

interface Money {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

interface PlannedOrder extends Money {
  id?: number;
  orderNumber: string;
  customer: PlannedCustomer;
  status: string;
  previousStatus: string | null;
  currency: 'USD' | 'EUR';
  lines: PlannedLine[];
  promo: PlannedPromo | null;
  country: PlannedCountry | null;
  provider: 'stripe' | 'coinbase';
  createdAt: Date;
  updatedAt: Date;
}

interface PlannedGrant {
  id?: number;
  customer: PlannedCustomer;
  product: PlannedProduct;
  order: PlannedOrder | null;
  grantedAt: Date;
  expiresAt: Date | null;
  isActive: boolean;
  /** Revoked by an admin at this time (for the audit trail). */
  revokedAt: Date | null;
  deletedAt: Date | null;
  updatedAt: Date;
}

interface PlannedShipment {
  id?: number;
  order: PlannedOrder;
  carrier: Carrier;
  trackingNumber: string;
  status: 'pending' | 'in_transit' | 'delivered' | 'failed';
  createdAt: Date;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  failedAt: Date | null;
  updatedAt: Date;
}

interface PlannedRelease {
  id?: number;
  product: PlannedProduct;
  version: string;
  platform: Platform;
  releaseDate: Date;
  createdAt: Date;
  fileSize: number;
  checksum: string;
  notes: string;
  isLatest: boolean;
  /** When a newer release on the same platform took over is_latest (for the audit trail). */
  supersededAt: Date | null;
  deletedAt: Date | null;
}

interface AuditEvent {
  at: Date;
  action: AuditAction;
  resourceType: AuditResourceType;
  resourceId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

// ---------------------------------------------------------------------------------------------
// Catalogue, countries, promo codes

function planProducts(dice: Dice, clock: Clock): PlannedProduct[] {
  return CATALOG.map((entry) => {
    const createdAt =
      entry.launchedDaysAgo !== undefined
        ? daysBefore(clock.now, entry.launchedDaysAgo)
        : dice.between(daysBefore(clock.start, 90), daysBefore(clock.start, 5));
    const hasStripe = dice.chance(0.75);
    const hasCoinbase = dice.chance(0.4);
    const descriptionEdit = dice.chance(0.3)
      ? { at: dice.between(addMs(createdAt, DAY), clock.now), before: entry.description.replace(/\.$/, '') }
      : null;
    const priceChangedAt = entry.priceChange ? daysBefore(clock.now, entry.priceChange.daysAgo) : createdAt;
    return {
      ...entry,
      createdAt,
      updatedAt: maxDate(priceChangedAt, descriptionEdit?.at ?? createdAt),
      stripeProductId: hasStripe ? `prod_${dice.alnum(14)}` : null,
      stripePriceId: hasStripe ? `price_${dice.alnum(24)}` : null,
      coinbaseProductId: hasCoinbase ? dice.f.string.uuid() : null,
      coinbasePriceId: hasCoinbase ? dice.f.string.uuid() : null,
      descriptionEdit,
    };
  });
}

/** The price the product had at a given time (snapshot for orders). */
function priceAt(product: PlannedProduct, at: Date, now: Date): number {
  const change = product.priceChange;
  return change && at < daysBefore(now, change.daysAgo) ? change.before : product.price;
}

function planCountries(dice: Dice, clock: Clock): PlannedCountry[] {
  return COUNTRIES.map((entry) => {
    const createdAt =
      entry.addedDaysAgo !== undefined
        ? daysBefore(clock.now, entry.addedDaysAgo)
        : dice.between(daysBefore(clock.start, 60), daysBefore(clock.start, 30));
    const updatedAt = entry.shippingChange ? daysBefore(clock.now, entry.shippingChange.daysAgo) : createdAt;
    return { ...entry, createdAt, updatedAt };
  });
}

function shippingAt(country: PlannedCountry, at: Date, now: Date): number {
  const change = country.shippingChange;
  return change && at < daysBefore(now, change.daysAgo) ? change.before : country.shipping;
}

function planPromos(dice: Dice, clock: Clock): PlannedPromo[] {
  return PROMOS.map((entry) => {
    const dateStart = entry.start(clock.now);
    // Created a few days before it starts; a code that starts in the future was created lately.
    const planned = addMs(dateStart, -dice.int(1, 5) * DAY);
    const createdAt = planned <= clock.now ? planned : dice.between(daysBefore(clock.now, 3), clock.now);
    const disabledAt = entry.disabledDaysAgo !== undefined ? daysBefore(clock.now, entry.disabledDaysAgo) : null;
    const deletedAt = entry.deletedAfterDays !== undefined ? daysAfter(createdAt, entry.deletedAfterDays) : null;
    return {
      ...entry,
      dateStart,
      dateEnd: entry.end(clock.now),
      disabledAt,
      deletedAt,
      cap: typeof entry.maxUses === 'number' ? entry.maxUses : null,
      usage: 0,
      createdAt,
      updatedAt: disabledAt ?? createdAt,
    };
  });
}

function isPromoUsable(promo: PlannedPromo, at: Date): boolean {
  return (
    promo.weight > 0 &&
    promo.dateStart <= at &&
    (promo.dateEnd === null || at <= promo.dateEnd) &&
    (promo.disabledAt === null || at < promo.disabledAt) &&
    (promo.cap === null || promo.usage < promo.cap)
  );
}

// ---------------------------------------------------------------------------------------------
// Customers

function uniqueEmail(candidate: string, taken: Set<string>): string {
  let email = candidate.toLowerCase();
  const [local, domain] = email.split('@');
  for (let n = 2; taken.has(email); n++) email = `${local}.${n}@${domain}`;
  taken.add(email);
  return email;
}

function planCustomers(dice: Dice, clock: Clock, takenEmails: Set<string>): PlannedCustomer[] {
  const latestSignup = addMs(clock.now, -HOUR);
  const customers: PlannedCustomer[] = [];
  for (let i = 0; i < CUSTOMER_COUNT + DELETED_CUSTOMER_COUNT; i++) {
    const firstName = dice.f.person.firstName();
    const lastName = dice.f.person.lastName();
    const email = uniqueEmail(dice.f.internet.email({ firstName, lastName }), takenEmails);
    const createdAt = dice.between(clock.start, latestSignup);
    const deleted = i >= CUSTOMER_COUNT;
    const onboarding = dice.weighted(ONBOARDING_MIX);
    const completedAt = onboarding === 'completed' ? dice.after(createdAt, 0.1, 72, clock.now) : createdAt;
    const nameFix =
      !deleted && dice.chance(0.03)
        ? { at: dice.between(completedAt, clock.now), before: `${firstName.toLowerCase()} ${lastName.toLowerCase()}` }
        : null;
    customers.push({
      email,
      name: `${firstName} ${lastName}`,
      onboarding,
      createdAt,
      updatedAt: nameFix?.at ?? completedAt,
      isBuyer: !deleted && dice.chance(BUYER_SHARE),
      loyalty: 1 + 3 * dice.unit() ** 3,
      nameFix,
      deletedAt: deleted ? dice.after(createdAt, 24, 30 * 24, clock.now) : null,
    });
  }
  return customers.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

// ---------------------------------------------------------------------------------------------
// Orders

/**
 * Who orders when: every buyer's account was created by their first checkout (DESIGN §4), so
 * their first order has the account's timestamp. Repeat orders come from a buyer picked by
 * loyalty × time as a customer, at a time after they joined (so the order volume grows with the
 * customer base); sale campaigns add a rush of orders within their dates, from buyers who
 * existed by then.
 */
function planOrderSlots(
  dice: Dice,
  clock: Clock,
  customers: PlannedCustomer[],
  promos: PlannedPromo[],
): { customer: PlannedCustomer; at: Date }[] {
  const buyers = customers.filter((c) => c.isBuyer);
  const slots = buyers.map((customer) => ({ customer, at: customer.createdAt }));
  const byLoyalty = buyers.map((c) => ({ value: c, weight: c.loyalty }));
  const byLoyaltyAndTenure = buyers.map((c) => ({
    value: c,
    weight: c.loyalty * (clock.now.getTime() - c.createdAt.getTime()),
  }));
  const earliest = addMs(must(buyers[0], 'a buyer').createdAt, MINUTE);
  const campaigns = promos
    .filter((p) => p.campaignShare !== undefined && p.dateEnd !== null && p.dateStart < clock.now)
    .map((p) => ({
      from: maxDate(p.dateStart, earliest),
      to: minDate(must(p.dateEnd ?? undefined, 'end'), clock.now),
      share: p.campaignShare ?? 0,
    }))
    .filter((c) => c.from < c.to);

  while (slots.length < ORDER_COUNT) {
    const roll = dice.unit();
    let campaignEnd = 0;
    const campaign = campaigns.find((c) => roll < (campaignEnd += c.share));
    if (campaign) {
      const at = dice.between(campaign.from, campaign.to);
      slots.push({ customer: dice.weighted(byLoyalty.slice(0, countBefore(buyers, at))), at });
    } else {
      const customer = dice.weighted(byLoyaltyAndTenure);
      slots.push({ customer, at: dice.between(addMs(customer.createdAt, MINUTE), clock.now) });
    }
  }
  return slots.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** How many customers (sorted by creation) existed before `at`. */
function countBefore(sorted: PlannedCustomer[], at: Date): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (must(sorted[mid], 'customer').createdAt < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The status an order of this age is likely to have now; older shipped orders are completed. */
function pickStatus(dice: Dice, ageDays: number, physical: boolean): { status: string; previous: string | null } {
  const r = dice.unit();
  if (r < CANCELLED_SHARE)
    return { status: 'cancelled', previous: physical ? dice.pick(['paid', 'processing']) : 'paid' };
  if (r < CANCELLED_SHARE + CUSTOM_STATUS_SHARE)
    return dice.pick(CUSTOM_STATUSES.filter((c) => physical || !c.physicalOnly));
  if (r < CANCELLED_SHARE + CUSTOM_STATUS_SHARE + PENDING_ORDER_SHARE) return { status: 'pending', previous: null };
  let status: string;
  if (!physical) {
    // Downloads are delivered at once; some orders were simply never moved on from "paid".
    status = dice.weighted([
      { value: 'completed', weight: 88 },
      { value: 'paid', weight: 12 },
    ]);
  } else if (ageDays < 2) {
    status = dice.weighted([
      { value: 'paid', weight: 50 },
      { value: 'processing', weight: 35 },
      { value: 'shipped', weight: 15 },
    ]);
  } else if (ageDays < 7) {
    status = dice.weighted([
      { value: 'paid', weight: 10 },
      { value: 'processing', weight: 25 },
      { value: 'shipped', weight: 45 },
      { value: 'completed', weight: 20 },
    ]);
  } else if (ageDays < 21) {
    status = dice.weighted([
      { value: 'processing', weight: 5 },
      { value: 'shipped', weight: 30 },
      { value: 'completed', weight: 65 },
    ]);
  } else {
    status = dice.weighted([
      { value: 'completed', weight: 92 },
      { value: 'shipped', weight: 3 },
      { value: 'processing', weight: 1 },
      { value: 'paid', weight: 4 },
    ]);
  }
  // The admin's last change (none for paid orders, nor for downloads, which complete on their own).
  const previous: Record<string, string | null> = {
    paid: null,
    processing: 'paid',
    shipped: 'processing',
    completed: physical ? 'shipped' : null,
  };
  return { status, previous: previous[status] ?? null };
}

/** When the order reached its current status (its updated_at; the audit row's time). */
function statusReachedAt(dice: Dice, status: string, createdAt: Date, physical: boolean, now: Date): Date {
  const hours: Record<string, [number, number]> = {
    pending: [0, 0],
    paid: [0, 0],
    processing: [6, 48],
    shipped: [24, 96],
    completed: physical ? [96, 288] : [0, 0.1],
    cancelled: [1, 72],
  };
  const [min, max] = hours[status] ?? [72, 480];
  return dice.after(createdAt, min, max, now);
}

/**
 * 1–3 different products available at `at`; the first is shipped or downloadable with even odds,
 * so both kinds of order are common.
 */
function pickBasket(dice: Dice, available: PlannedProduct[]): { product: PlannedProduct; quantity: number }[] {
  const firstPhysical = dice.chance(0.5);
  const firstPool = available.filter((p) => p.physical === firstPhysical);
  const wanted = Math.min(dice.weighted(ITEM_COUNT_MIX), available.length);
  const byPopularity = (pool: PlannedProduct[]) => dice.weighted(pool.map((p) => ({ value: p, weight: p.popularity })));
  const chosen = new Set<PlannedProduct>([byPopularity(firstPool.length > 0 ? firstPool : available)]);
  for (let tries = 0; chosen.size < wanted && tries < 10; tries++) chosen.add(byPopularity(available));
  return [...chosen].map((product) => ({
    product,
    quantity: product.physical ? dice.weighted(PHYSICAL_QUANTITY_MIX) : 1,
  }));
}

/** The basket's lines priced as at `at`, in the order currency (`rate` per USD). */
function priceLines(
  basket: { product: PlannedProduct; quantity: number }[],
  at: Date,
  now: Date,
  rate: number,
): PlannedLine[] {
  return basket.map((b) => ({ ...b, unitPrice: Math.round(priceAt(b.product, at, now) * rate) }));
}

/** subtotal − discount + shipping + tax; discounts apply to the goods, tax to the discounted goods. */
function priceBasket(
  lines: PlannedLine[],
  promo: Pick<PromoEntry, 'type' | 'value'> | null,
  shipping: number,
  taxPercent: number,
  rate: number,
): Money {
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  let discount = 0;
  if (promo?.type === 'percentage') discount = Math.round((subtotal * promo.value) / 100);
  if (promo?.type === 'fixed') discount = Math.min(subtotal, Math.round(promo.value * rate));
  const tax = Math.round(((subtotal - discount) * taxPercent) / 100);
  return { subtotal, discount, shipping, tax, total: subtotal - discount + shipping + tax };
}

function pickCountry(dice: Dice, list: PlannedCountry[], at: Date): PlannedCountry {
  const open = list.filter((c) => c.createdAt <= at);
  return dice.weighted(open.map((c) => ({ value: c, weight: c.weight })));
}

function planOrders(
  dice: Dice,
  clock: Clock,
  customers: PlannedCustomer[],
  catalog: PlannedProduct[],
  countryList: PlannedCountry[],
  promos: PlannedPromo[],
): PlannedOrder[] {
  return planOrderSlots(dice, clock, customers, promos).map(({ customer, at }, index) => {
    const basket = pickBasket(
      dice,
      catalog.filter((p) => p.createdAt <= at),
    );
    const physical = basket.some((b) => b.product.physical);
    const country = physical ? pickCountry(dice, countryList, at) : null;
    const euros = country?.euro ? dice.chance(EUR_SHARE_IN_EURO_AREA) : !physical && dice.chance(EUR_SHARE_DIGITAL);
    const rate = euros ? EUR_PER_USD : 1;
    const lines = priceLines(basket, at, clock.now, rate);

    const ageDays = (clock.now.getTime() - at.getTime()) / DAY;
    const { status, previous } = pickStatus(dice, ageDays, physical);
    let promo: PlannedPromo | null = null;
    const goods = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
    const usable = promos.filter(
      (p) => isPromoUsable(p, at) && (p.type === 'percentage' || goods >= FIXED_PROMO_MIN_BASKET * p.value * rate),
    );
    const inCampaign = usable.some((p) => p.campaignShare !== undefined);
    if (status !== 'pending' && dice.chance(inCampaign ? CAMPAIGN_PROMO_SHARE : PROMO_SHARE)) {
      if (usable.length > 0) {
        promo = dice.weighted(usable.map((p) => ({ value: p, weight: p.weight })));
        promo.usage++;
      }
    }
    const shipping = country ? Math.round(shippingAt(country, at, clock.now) * rate) : 0;
    const money = priceBasket(lines, promo, shipping, country?.taxPercent ?? 0, rate);
    return {
      ...money,
      orderNumber: `ORD-${at.getUTCFullYear()}-${String(index + 1).padStart(6, '0')}`,
      customer,
      status,
      previousStatus: previous,
      currency: euros ? 'EUR' : 'USD',
      lines,
      promo,
      country,
      provider: dice.chance(COINBASE_SHARE) ? 'coinbase' : 'stripe',
      createdAt: at,
      updatedAt: statusReachedAt(dice, status, at, physical, clock.now),
    };
  });
}

/** Codes capped "at exactly their use" get max_uses = usage_count (shown as fully used). */
function closePromoCaps(promos: PlannedPromo[]): void {
  for (const promo of promos) if (promo.maxUses === 'reached') promo.cap = promo.usage;
}

// ---------------------------------------------------------------------------------------------
// Access grants, shipments, releases, pending checkouts

/** Orders that give no access: not paid yet, or cancelled (their grant is inactive). */
const NO_ACCESS_STATUSES = new Set(['pending', 'cancelled']);

/**
 * One active grant per customer and product (the partial unique index), from the latest paid
 * order: repeat purchases of a subscription renew it. Cancelled purchases leave an inactive
 * grant. A few grants were revoked by hand; a few were given by hand without an order.
 */
function planGrants(
  dice: Dice,
  clock: Clock,
  orderList: PlannedOrder[],
  customers: PlannedCustomer[],
  catalog: PlannedProduct[],
): PlannedGrant[] {
  const latestPaid = new Map<string, { order: PlannedOrder; product: PlannedProduct }>();
  const cancelled = new Map<string, { order: PlannedOrder; product: PlannedProduct }>();
  for (const order of orderList) {
    for (const line of order.lines) {
      if (!line.product.platforms) continue;
      const key = `${order.customer.email}|${line.product.key}`;
      if (order.status === 'cancelled') cancelled.set(key, { order, product: line.product });
      else if (!NO_ACCESS_STATUSES.has(order.status)) latestPaid.set(key, { order, product: line.product });
    }
  }

  const grants: PlannedGrant[] = [];
  for (const { order, product } of latestPaid.values()) {
    const months = DURATION_MONTHS[product.duration];
    const revokedAt = dice.chance(REVOKED_GRANT_SHARE) ? dice.between(addMs(order.createdAt, HOUR), clock.now) : null;
    grants.push({
      customer: order.customer,
      product,
      order,
      grantedAt: order.createdAt,
      expiresAt: months === null ? null : addMonths(order.createdAt, months),
      isActive: revokedAt === null,
      revokedAt,
      deletedAt: null,
      updatedAt: revokedAt ?? order.createdAt,
    });
  }
  for (const [key, { order, product }] of cancelled) {
    if (latestPaid.has(key)) continue;
    const months = DURATION_MONTHS[product.duration];
    grants.push({
      customer: order.customer,
      product,
      order,
      grantedAt: order.createdAt,
      expiresAt: months === null ? null : addMonths(order.createdAt, months),
      isActive: false,
      revokedAt: null,
      deletedAt: null,
      updatedAt: order.updatedAt,
    });
  }

  const activePairs = new Set(grants.filter((g) => g.isActive).map((g) => `${g.customer.email}|${g.product.key}`));
  const downloadable = catalog.filter((p) => p.platforms);
  const living = customers.filter((c) => c.deletedAt === null);
  const manualStart = daysBefore(clock.now, 180);
  for (let i = 0, tries = 0; i < MANUAL_GRANT_COUNT + DELETED_GRANT_COUNT && tries < 100; tries++) {
    const customer = dice.pick(living);
    const product = dice.pick(downloadable);
    const pair = `${customer.email}|${product.key}`;
    if (activePairs.has(pair)) continue;
    activePairs.add(pair);
    const grantedAt = dice.between(maxDate(manualStart, maxDate(customer.createdAt, product.createdAt)), clock.now);
    const deleted = i >= MANUAL_GRANT_COUNT;
    grants.push({
      customer,
      product,
      order: null,
      grantedAt,
      expiresAt: dice.chance(0.5) ? null : addMonths(grantedAt, 12),
      isActive: true,
      revokedAt: null,
      deletedAt: deleted ? dice.after(grantedAt, 1, 240, clock.now) : null,
      updatedAt: grantedAt,
    });
    i++;
  }
  return grants.sort((a, b) => a.grantedAt.getTime() - b.grantedAt.getTime());
}

function trackingNumber(dice: Dice, carrier: Carrier): string {
  switch (carrier) {
    case 'UPS':
      return `1Z${dice.alnum(6, 'upper')}${dice.digits(10)}`;
    case 'FedEx':
      return dice.digits(12);
    case 'DHL':
      return dice.digits(10);
    case 'USPS':
      return `9400${dice.digits(18)}`;
  }
}

const SHIPPABLE_STATUSES = new Set(['processing', 'shipped', 'completed', ...CUSTOM_STATUSES.map((c) => c.status)]);

/** Shipments of the most recent shipped orders; their state follows the order's status. */
function planShipments(dice: Dice, clock: Clock, orderList: PlannedOrder[]): PlannedShipment[] {
  const candidates = orderList
    .filter((o) => o.country !== null && SHIPPABLE_STATUSES.has(o.status))
    .slice(-SHIPMENT_COUNT);
  const list = candidates.map((order): PlannedShipment => {
    const country = must(order.country ?? undefined, 'shipping country');
    const carrier: Carrier = dice.weighted(country.code === 'US' ? CARRIERS_DOMESTIC : CARRIERS_INTERNATIONAL);
    const createdAt = dice.after(order.createdAt, 2, 30, clock.now);
    const shipment: PlannedShipment = {
      order,
      carrier,
      trackingNumber: trackingNumber(dice, carrier),
      status: 'pending',
      createdAt,
      shippedAt: null,
      deliveredAt: null,
      failedAt: null,
      updatedAt: createdAt,
    };
    if (order.status === 'processing') return shipment;
    shipment.shippedAt = dice.after(createdAt, 4, 36, clock.now);
    if (order.status === 'shipped') shipment.status = 'in_transit';
    else if (order.status === 'completed') {
      shipment.status = 'delivered';
      shipment.deliveredAt = dice.after(shipment.shippedAt, 40, 150, clock.now);
    } else {
      shipment.status = 'failed';
      shipment.failedAt = dice.after(shipment.shippedAt, 48, 200, clock.now);
    }
    shipment.updatedAt = shipment.deliveredAt ?? shipment.failedAt ?? shipment.shippedAt;
    return shipment;
  });
  // Parcels do get lost: make sure the screen shows one.
  const inTransit = list.find((s) => s.status === 'in_transit');
  if (inTransit && !list.some((s) => s.status === 'failed')) {
    inTransit.status = 'failed';
    inTransit.failedAt = dice.after(must(inTransit.shippedAt ?? undefined, 'shipped_at'), 24, 72, clock.now);
    inTransit.updatedAt = inTransit.failedAt;
  }
  return list;
}

function nextVersion(dice: Dice, [major, minor, patch]: [number, number, number]): [number, number, number] {
  const bump = dice.weighted([
    { value: 'patch', weight: 60 },
    { value: 'minor', weight: 35 },
    { value: 'major', weight: 5 },
  ]);
  if (bump === 'major') return [major + 1, 0, 0];
  if (bump === 'minor') return [major, minor + 1, 0];
  return [major, minor, patch + 1];
}

/**
 * 2–4 versions per downloadable product, each built for the product's platforms; the newest
 * version of a platform is the latest one (sometimes one platform's build lags behind).
 */
function planReleases(dice: Dice, clock: Clock, catalog: PlannedProduct[]): PlannedRelease[] {
  const releases: PlannedRelease[] = [];
  for (const product of catalog) {
    if (!product.platforms) continue;
    const versionCount = dice.int(2, 4);
    const dates = Array.from({ length: versionCount }, () =>
      startOfDayUtc(dice.between(maxDate(product.createdAt, daysBefore(clock.start, 60)), daysBefore(clock.now, 1))),
    ).sort((a, b) => a.getTime() - b.getTime());
    let version: [number, number, number] = [dice.int(1, 4), dice.int(0, 9), 0];
    const laggingPlatform = product.platforms.length > 1 && dice.chance(0.3) ? dice.pick(product.platforms) : null;
    dates.forEach((releaseDate, index) => {
      const isNewest = index === dates.length - 1;
      for (const platform of product.platforms ?? []) {
        if (isNewest && platform === laggingPlatform) continue;
        const name = version.join('.');
        const buildMb = (product.buildMb ?? 50) * (0.9 + dice.unit() * 0.2);
        releases.push({
          product,
          version: name,
          platform,
          releaseDate,
          createdAt: dice.after(releaseDate, 8, 18, clock.now),
          fileSize: Math.round(buildMb * 1024 * 1024),
          checksum: dice.f.string.hexadecimal({ length: 64, casing: 'lower', prefix: '' }),
          notes: dice
            .sample(RELEASE_NOTES, dice.int(2, 3))
            .map((line) => `- ${line}`)
            .join('\n'),
          isLatest: false,
          supersededAt: null,
          deletedAt: null,
        });
      }
      version = nextVersion(dice, version);
    });
  }
  // is_latest: one per product and platform, the newest; the older ones lost it when it came.
  const newest = new Map<string, PlannedRelease>();
  for (const release of releases) newest.set(`${release.product.key}|${release.platform}`, release);
  const previous = new Map<string, PlannedRelease>();
  for (const release of releases) {
    const key = `${release.product.key}|${release.platform}`;
    const before = previous.get(key);
    if (before) before.supersededAt = release.createdAt;
    previous.set(key, release);
  }
  for (const release of newest.values()) release.isLatest = true;
  // One broken build that was pulled again the next day (audit: delete).
  const pulled = dice.pick([...newest.values()]);
  const pulledAt = daysBefore(clock.now, dice.int(20, 60));
  releases.push({
    ...pulled,
    version: `${pulled.version}-beta.1`,
    releaseDate: startOfDayUtc(pulledAt),
    createdAt: pulledAt,
    checksum: dice.f.string.hexadecimal({ length: 64, casing: 'lower', prefix: '' }),
    notes: '- Public beta.',
    isLatest: false,
    supersededAt: null,
    deletedAt: addMs(pulledAt, DAY),
  });
  return releases;
}

function downloadUrl(release: PlannedRelease): string {
  const slug = release.product.key.replace(/^sku-/, '');
  return `${DOWNLOAD_BASE_URL}/${slug}/${release.version}/${slug}-${release.version}-${release.platform}.zip`;
}

interface PlannedSession extends Money {
  sessionId: string;
  provider: 'stripe' | 'coinbase';
  email: string;
  lines: PlannedLine[];
  promo: PlannedPromo | null;
  country: PlannedCountry | null;
  currency: 'USD' | 'EUR';
  createdAt: Date;
}

/** Checkouts started on the storefront in the last day and a half, not paid yet. */
function planPendingSessions(
  dice: Dice,
  clock: Clock,
  customers: PlannedCustomer[],
  catalog: PlannedProduct[],
  countryList: PlannedCountry[],
  promos: PlannedPromo[],
  takenEmails: Set<string>,
): PlannedSession[] {
  const sessions: PlannedSession[] = [];
  const existing = dice.sample(
    customers.filter((c) => c.deletedAt === null),
    3,
  );
  for (let i = 0; i < PENDING_SESSION_COUNT; i++) {
    const returning = existing[i];
    const email = returning ? returning.email : uniqueEmail(dice.f.internet.email(), takenEmails);
    const createdAt = dice.between(addMs(clock.now, -36 * HOUR), addMs(clock.now, -2 * MINUTE));
    const basket = pickBasket(dice, catalog);
    const physical = basket.some((b) => b.product.physical);
    const country = physical ? pickCountry(dice, countryList, createdAt) : null;
    const euros = country?.euro === true && dice.chance(0.5);
    const rate = euros ? EUR_PER_USD : 1;
    const lines = priceLines(basket, createdAt, clock.now, rate);
    const welcome = promos.find((p) => p.code === 'WELCOME10');
    const promo = welcome && isPromoUsable(welcome, createdAt) && dice.chance(0.25) ? welcome : null;
    const shipping = country ? Math.round(shippingAt(country, createdAt, clock.now) * rate) : 0;
    const provider = i % 4 === 3 ? 'coinbase' : 'stripe';
    sessions.push({
      ...priceBasket(lines, promo, shipping, country?.taxPercent ?? 0, rate),
      sessionId: provider === 'stripe' ? `cs_test_${dice.alnum(58)}` : dice.alnum(8, 'upper'),
      provider,
      email,
      lines,
      promo,
      country,
      currency: euros ? 'EUR' : 'USD',
      createdAt,
    });
  }
  return sessions.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

// ---------------------------------------------------------------------------------------------
// Inserts (one function per table, chunked multi-row inserts)

async function insertCountries(tx: Tx, list: PlannedCountry[]): Promise<void> {
  await tx.insert(countries).values(
    list.map((c) => ({
      code: c.code,
      name: c.name,
      shippingCost: c.shipping,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    })),
  );
}

async function insertProducts(tx: Tx, list: PlannedProduct[]): Promise<void> {
  const rows = await tx
    .insert(products)
    .values(
      list.map((p) => ({
        name: p.name,
        description: p.description,
        priceUsd: p.price,
        isPhysical: p.physical,
        isDownloadable: p.platforms !== undefined,
        accessDurationType: p.duration,
        accessDurationMonths: DURATION_MONTHS[p.duration],
        internalKey: p.key,
        stripeProductId: p.stripeProductId,
        stripePriceId: p.stripePriceId,
        coinbaseProductId: p.coinbaseProductId,
        coinbasePriceId: p.coinbasePriceId,
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
      })),
    )
    .returning({ id: products.id, key: products.internalKey });
  const ids = new Map(rows.map((r) => [r.key, r.id]));
  for (const p of list) p.id = ids.get(p.key);
}

async function insertPromos(tx: Tx, list: PlannedPromo[], clock: Clock): Promise<void> {
  const rows = await tx
    .insert(codePromos)
    .values(
      list.map((p) => ({
        code: p.code,
        discountType: p.type,
        discountValue: p.value,
        maxUses: p.cap,
        usageCount: p.usage,
        dateStart: p.dateStart,
        dateEnd: p.dateEnd,
        isEnabled: p.disabledAt === null || p.disabledAt > clock.now,
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
      })),
    )
    .returning({ id: codePromos.id, code: codePromos.code });
  const ids = new Map(rows.map((r) => [r.code, r.id]));
  for (const p of list) p.id = ids.get(p.code);
}

async function insertCustomers(
  tx: Tx,
  list: PlannedCustomer[],
  passwordHash: string,
  links: OnboardingLinks,
): Promise<void> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(list)) {
    const rows = await tx
      .insert(users)
      .values(
        chunk.map((c) => ({
          email: c.email,
          name: c.name,
          passwordHash: c.onboarding === 'completed' ? passwordHash : null,
          isAdmin: false,
          onboardingCompleted: c.onboarding === 'completed',
          ...(c.onboarding === 'pending' ? newOnboardingToken(links).columns : NO_ONBOARDING_LINK),
          createdAt: c.createdAt,
          updatedAt: c.updatedAt,
        })),
      )
      .returning({ id: users.id, email: users.email });
    for (const r of rows) ids.set(r.email, r.id);
  }
  for (const c of list) c.id = ids.get(c.email);
}

async function insertOrders(tx: Tx, list: PlannedOrder[]): Promise<number> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(list)) {
    const rows = await tx
      .insert(orders)
      .values(
        chunk.map((o) => ({
          orderNumber: o.orderNumber,
          userId: must(o.customer.id, 'customer id'),
          customerEmail: o.customer.email,
          status: o.status,
          currency: o.currency,
          subtotal: o.subtotal,
          amountDiscount: o.discount,
          tax: o.tax,
          shipping: o.shipping,
          total: o.total,
          paymentProvider: o.provider,
          promoCodeId: o.promo ? must(o.promo.id, 'promo id') : null,
          promoCode: o.promo?.code ?? null,
          promoDiscountType: o.promo?.type ?? null,
          promoDiscountValue: o.promo?.value ?? null,
          shippingCountryCode: o.country?.code ?? null,
          createdAt: o.createdAt,
          updatedAt: o.updatedAt,
        })),
      )
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    for (const r of rows) ids.set(r.orderNumber, r.id);
  }
  for (const o of list) o.id = ids.get(o.orderNumber);

  const items = list.flatMap((o) =>
    o.lines.map((l) => ({
      orderId: must(o.id, 'order id'),
      productId: must(l.product.id, 'product id'),
      productName: l.product.name,
      quantity: l.quantity,
      priceAtPurchase: l.unitPrice,
    })),
  );
  for (const chunk of chunks(items)) await tx.insert(orderItems).values(chunk);
  return items.length;
}

async function insertGrants(tx: Tx, list: PlannedGrant[]): Promise<void> {
  for (const chunk of chunks(list)) {
    const rows = await tx
      .insert(userProductAccess)
      .values(
        chunk.map((g) => ({
          userId: must(g.customer.id, 'customer id'),
          productId: must(g.product.id, 'product id'),
          orderId: g.order ? must(g.order.id, 'order id') : null,
          expiresAt: g.expiresAt,
          isActive: g.isActive,
          grantedAt: g.grantedAt,
          createdAt: g.grantedAt,
          updatedAt: g.updatedAt,
        })),
      )
      .returning({ id: userProductAccess.id });
    // RETURNING of a multi-row VALUES insert comes back in the order of the VALUES list.
    rows.forEach((r, i) => (must(chunk[i], 'grant').id = r.id));
  }
}

async function insertShipments(tx: Tx, list: PlannedShipment[]): Promise<void> {
  if (list.length === 0) return;
  const rows = await tx
    .insert(shipments)
    .values(
      list.map((s) => ({
        orderId: must(s.order.id, 'order id'),
        trackingNumber: s.trackingNumber,
        carrier: s.carrier,
        status: s.status,
        shippedAt: s.shippedAt,
        deliveredAt: s.deliveredAt,
        createdAt: s.createdAt,
        updatedAt: s.updatedAt,
      })),
    )
    .returning({ id: shipments.id });
  rows.forEach((r, i) => (must(list[i], 'shipment').id = r.id));
}

async function insertReleases(tx: Tx, list: PlannedRelease[]): Promise<void> {
  const rows = await tx
    .insert(softwareReleases)
    .values(
      list.map((r) => ({
        productId: must(r.product.id, 'product id'),
        version: r.version,
        platform: r.platform,
        downloadUrl: downloadUrl(r),
        fileSize: r.fileSize,
        checksumSha256: r.checksum,
        releaseNotes: r.notes,
        isLatest: r.isLatest,
        releaseDate: r.releaseDate,
        createdAt: r.createdAt,
        updatedAt: r.supersededAt ?? r.createdAt,
      })),
    )
    .returning({ id: softwareReleases.id });
  rows.forEach((r, i) => (must(list[i], 'release').id = r.id));
}

async function insertPendingSessions(tx: Tx, list: PlannedSession[], apiKeyId: number | null): Promise<void> {
  await tx.insert(paymentSessions).values(
    list.map((s) => ({
      sessionId: s.sessionId,
      provider: s.provider,
      userEmail: s.email,
      items: s.lines.map((l) => ({ product_id: must(l.product.id, 'product id'), quantity: l.quantity })),
      promoCode: s.promo?.code ?? null,
      countryCode: s.country?.code ?? null,
      subtotal: s.subtotal,
      amountDiscount: s.discount,
      shipping: s.shipping,
      tax: s.tax,
      amountExpected: s.total,
      currency: s.currency,
      status: 'pending',
      apiKeyId,
      createdAt: s.createdAt,
    })),
  );
}

/** Keys with real random secrets (never stored); only their SHA-256 and prefix are kept. */
async function insertApiKeys(tx: Tx, clock: Clock, adminId: number | null): Promise<Map<string, number>> {
  const rows = await tx
    .insert(apiKeys)
    .values(
      API_KEYS.map((k) => {
        const secret = `sk_${k.mode}_${randomToken(32)}`;
        return {
          name: k.name,
          description: k.description,
          keyPrefix: secret.slice(0, API_KEY_PREFIX_LENGTH),
          keyHash: sha256(secret),
          isActive: k.revokedDaysAgo === undefined,
          usageCount: k.usageCount,
          lastUsedAt: k.lastUsedMinutesAgo === null ? null : addMs(clock.now, -k.lastUsedMinutesAgo * MINUTE),
          revokedAt: k.revokedDaysAgo === undefined ? null : daysBefore(clock.now, k.revokedDaysAgo),
          createdBy: adminId,
          createdAt: daysBefore(clock.now, k.createdDaysAgo),
        };
      }),
    )
    .returning({ id: apiKeys.id, name: apiKeys.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Demo templates, dated; two of them were edited later (see templateEvents). */
async function insertDemoTemplates(tx: Tx, clock: Clock): Promise<Map<string, { id: number; createdAt: Date }>> {
  const createdAt = daysBefore(clock.now, 340);
  await seedSystemTemplates(tx, daysBefore(clock.now, 364));
  await insertMissingTemplates(tx, DEMO_TEMPLATES, createdAt);
  const rows = await tx
    .select({ id: emailTemplates.id, key: emailTemplates.templateKey, createdAt: emailTemplates.createdAt })
    .from(emailTemplates);
  return new Map(rows.map((r) => [r.key, { id: r.id, createdAt: r.createdAt }]));
}

// ---------------------------------------------------------------------------------------------
// The audit trail: events the data really shows, then sampled per resource type

interface AuditSources {
  customers: PlannedCustomer[];
  catalog: PlannedProduct[];
  countryList: PlannedCountry[];
  promos: PlannedPromo[];
  orderList: PlannedOrder[];
  grants: PlannedGrant[];
  shipmentList: PlannedShipment[];
  releases: PlannedRelease[];
  templates: Map<string, { id: number; createdAt: Date }>;
}

type Row = Record<string, unknown>;
const created = (at: Date, type: AuditResourceType, id: string | number | undefined, after: Row): AuditEvent => ({
  at,
  action: 'create',
  resourceType: type,
  resourceId: String(must(id, `${type} id`)),
  before: null,
  after,
});
const updated = (
  at: Date,
  type: AuditResourceType,
  id: string | number | undefined,
  before: Row,
  after: Row,
): AuditEvent => ({
  at,
  action: 'update',
  resourceType: type,
  resourceId: String(must(id, `${type} id`)),
  before,
  after,
});
const deleted = (at: Date, type: AuditResourceType, id: string | number | undefined, before: Row): AuditEvent => ({
  at,
  action: 'delete',
  resourceType: type,
  resourceId: String(must(id, `${type} id`)),
  before,
  after: null,
});

function userEvents(s: AuditSources): AuditEvent[] {
  const events: AuditEvent[] = [];
  for (const c of s.customers) {
    const row = { email: c.email, name: c.name, is_admin: false };
    // Customers who never bought were added by hand in the panel.
    if (!c.isBuyer && c.onboarding === 'completed') events.push(created(c.createdAt, 'users', c.id, row));
    if (c.nameFix) events.push(updated(c.nameFix.at, 'users', c.id, { name: c.nameFix.before }, { name: c.name }));
    if (c.deletedAt) events.push(deleted(c.deletedAt, 'users', c.id, row));
  }
  return events;
}

function productEvents(s: AuditSources, clock: Clock): AuditEvent[] {
  const events: AuditEvent[] = [];
  for (const p of s.catalog) {
    const row = {
      name: p.name,
      price_usd: p.priceChange?.before ?? p.price,
      internal_key: p.key,
      is_physical: p.physical,
      is_downloadable: p.platforms !== undefined,
      access_duration_type: p.duration,
    };
    if (p.createdAt >= clock.start) events.push(created(p.createdAt, 'products', p.id, row));
    if (p.priceChange) {
      const at = daysBefore(clock.now, p.priceChange.daysAgo);
      events.push(updated(at, 'products', p.id, { price_usd: p.priceChange.before }, { price_usd: p.price }));
    }
    if (p.descriptionEdit) {
      const { at, before } = p.descriptionEdit;
      events.push(updated(at, 'products', p.id, { description: before }, { description: p.description }));
    }
  }
  return events;
}

function orderEvents(s: AuditSources): AuditEvent[] {
  return s.orderList
    .filter((o) => o.previousStatus !== null)
    .map((o) => updated(o.updatedAt, 'orders', o.id, { status: o.previousStatus }, { status: o.status }));
}

function promoEvents(s: AuditSources, clock: Clock): AuditEvent[] {
  const events: AuditEvent[] = [];
  for (const p of s.promos) {
    const row = {
      code: p.code,
      discount_type: p.type,
      discount_value: p.value,
      max_uses: p.cap,
      date_start: p.dateStart,
      date_end: p.dateEnd,
      is_enabled: true,
    };
    if (p.createdAt >= clock.start) events.push(created(p.createdAt, 'code_promos', p.id, row));
    if (p.disabledAt && p.disabledAt <= clock.now)
      events.push(updated(p.disabledAt, 'code_promos', p.id, { is_enabled: true }, { is_enabled: false }));
    if (p.deletedAt) events.push(deleted(p.deletedAt, 'code_promos', p.id, row));
  }
  return events;
}

function grantEvents(s: AuditSources): AuditEvent[] {
  const events: AuditEvent[] = [];
  for (const g of s.grants) {
    const row = { user_id: g.customer.id, product_id: g.product.id, expires_at: g.expiresAt, is_active: true };
    if (g.order === null) events.push(created(g.grantedAt, 'user_product_access', g.id, row));
    if (g.revokedAt)
      events.push(updated(g.revokedAt, 'user_product_access', g.id, { is_active: true }, { is_active: false }));
    if (g.deletedAt) events.push(deleted(g.deletedAt, 'user_product_access', g.id, row));
  }
  return events;
}

function shipmentEvents(s: AuditSources): AuditEvent[] {
  const events: AuditEvent[] = [];
  for (const sh of s.shipmentList) {
    const row = { order_id: sh.order.id, tracking_number: sh.trackingNumber, carrier: sh.carrier, status: 'pending' };
    events.push(created(sh.createdAt, 'shipments', sh.id, row));
    if (sh.shippedAt) {
      const [before, after] = [
        { status: 'pending', shipped_at: null },
        { status: 'in_transit', shipped_at: sh.shippedAt },
      ];
      events.push(updated(sh.shippedAt, 'shipments', sh.id, before, after));
    }
    if (sh.deliveredAt) {
      const [before, after] = [
        { status: 'in_transit', delivered_at: null },
        { status: 'delivered', delivered_at: sh.deliveredAt },
      ];
      events.push(updated(sh.deliveredAt, 'shipments', sh.id, before, after));
    }
    if (sh.failedAt)
      events.push(updated(sh.failedAt, 'shipments', sh.id, { status: 'in_transit' }, { status: 'failed' }));
  }
  return events;
}

function countryEvents(s: AuditSources, clock: Clock): AuditEvent[] {
  const events: AuditEvent[] = [];
  for (const c of s.countryList) {
    const row = { code: c.code, name: c.name, shipping_cost: c.shipping };
    if (c.createdAt >= clock.start) events.push(created(c.createdAt, 'countries', c.code, row));
    if (c.shippingChange) {
      const [before, after] = [{ shipping_cost: c.shippingChange.before }, { shipping_cost: c.shipping }];
      events.push(updated(c.updatedAt, 'countries', c.code, before, after));
    }
  }
  const { code, name, shipping, removedDaysAgo } = REMOVED_COUNTRY;
  events.push(
    deleted(daysBefore(clock.now, removedDaysAgo), 'countries', code, { code, name, shipping_cost: shipping }),
  );
  return events;
}

function releaseEvents(s: AuditSources, clock: Clock): AuditEvent[] {
  const events: AuditEvent[] = [];
  for (const r of s.releases) {
    const row = {
      product_id: r.product.id,
      version: r.version,
      platform: r.platform,
      download_url: downloadUrl(r),
      checksum_sha256: r.checksum,
      is_latest: r.isLatest || r.supersededAt !== null,
    };
    if (r.createdAt >= clock.start) events.push(created(r.createdAt, 'software_releases', r.id, row));
    if (r.supersededAt)
      events.push(updated(r.supersededAt, 'software_releases', r.id, { is_latest: true }, { is_latest: false }));
    if (r.deletedAt) events.push(deleted(r.deletedAt, 'software_releases', r.id, { ...row, is_latest: false }));
  }
  return events;
}

/** Template edits; the rows' updated_at is set to match in applyTemplateEdits. */
const TEMPLATE_EDITS = [
  {
    key: 'order_confirmation',
    daysAgo: 200,
    before: { subject: 'Order {{order_number}} confirmed' },
    after: { subject: 'Your {{store_name}} order {{order_number}} is confirmed' },
  },
  { key: 'password_reset', daysAgo: 150, before: { is_active: true }, after: { is_active: false } },
] as const;

function templateEvents(s: AuditSources, clock: Clock): AuditEvent[] {
  const events: AuditEvent[] = [];
  for (const t of DEMO_TEMPLATES) {
    const row = s.templates.get(t.template_key);
    if (!row || row.createdAt < clock.start) continue;
    const after = { template_key: t.template_key, name: t.name, subject: t.subject, is_active: true };
    events.push(created(row.createdAt, 'email_templates', row.id, after));
  }
  for (const edit of TEMPLATE_EDITS) {
    const row = s.templates.get(edit.key);
    if (row)
      events.push(updated(daysBefore(clock.now, edit.daysAgo), 'email_templates', row.id, edit.before, edit.after));
  }
  return events;
}

async function applyTemplateEdits(tx: Tx, clock: Clock): Promise<void> {
  for (const edit of TEMPLATE_EDITS) {
    await tx
      .update(emailTemplates)
      .set({ updatedAt: daysBefore(clock.now, edit.daysAgo) })
      .where(eq(emailTemplates.templateKey, edit.key));
  }
}

function planAuditTrail(dice: Dice, clock: Clock, sources: AuditSources): AuditEvent[] {
  const byType: Partial<Record<AuditResourceType, AuditEvent[]>> = {
    users: userEvents(sources),
    products: productEvents(sources, clock),
    orders: orderEvents(sources),
    code_promos: promoEvents(sources, clock),
    user_product_access: grantEvents(sources),
    shipments: shipmentEvents(sources),
    countries: countryEvents(sources, clock),
    software_releases: releaseEvents(sources, clock),
    email_templates: templateEvents(sources, clock),
  };
  const picked: AuditEvent[] = [];
  for (const [type, events] of Object.entries(byType) as [AuditResourceType, AuditEvent[]][]) {
    // Deletions explain the gaps in the ids: always keep them.
    const deletes = events.filter((e) => e.action === 'delete');
    const others = events.filter((e) => e.action !== 'delete' && e.at >= clock.start && e.at <= clock.now);
    picked.push(...deletes, ...dice.sample(others, (AUDIT_QUOTAS[type] ?? 0) - deletes.length));
  }
  return picked.sort((a, b) => a.at.getTime() - b.at.getTime());
}

interface AuditAdmin {
  id: number;
  name: string;
  email: string;
}

async function insertAuditTrail(tx: Tx, dice: Dice, admin: AuditAdmin, events: AuditEvent[]): Promise<void> {
  // The admin works from the office, from home, and now and then from a phone.
  const addresses = [
    { value: dice.f.internet.ipv4(), weight: 70 },
    { value: dice.f.internet.ipv4(), weight: 25 },
    { value: dice.f.internet.ipv6(), weight: 5 },
  ];
  const rows = events.map((e) => ({
    adminUserId: admin.id,
    adminName: admin.name,
    adminEmail: admin.email,
    action: e.action,
    resourceType: e.resourceType,
    resourceId: e.resourceId,
    changes: diffChanges(e.before, e.after),
    ipAddress: dice.weighted(addresses),
    createdAt: e.at,
  }));
  for (const chunk of chunks(rows)) await tx.insert(auditLogs).values(chunk);
}

async function deleteRemovedRows(tx: Tx, s: AuditSources): Promise<void> {
  const ids = <T extends { id?: number }>(rows: T[]) => rows.map((r) => must(r.id, 'id'));
  const removedCustomers = ids(s.customers.filter((c) => c.deletedAt));
  const removedPromos = ids(s.promos.filter((p) => p.deletedAt));
  const removedGrants = ids(s.grants.filter((g) => g.deletedAt));
  const removedReleases = ids(s.releases.filter((r) => r.deletedAt));
  if (removedGrants.length) await tx.delete(userProductAccess).where(inArray(userProductAccess.id, removedGrants));
  if (removedCustomers.length) await tx.delete(users).where(inArray(users.id, removedCustomers));
  if (removedPromos.length) await tx.delete(codePromos).where(inArray(codePromos.id, removedPromos));
  if (removedReleases.length) await tx.delete(softwareReleases).where(inArray(softwareReleases.id, removedReleases));
}

// ---------------------------------------------------------------------------------------------
// The entry point

async function summarize(tx: Tx): Promise<DemoSummary> {
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    customers: await countOf(tx.select({ n: count() }).from(users).where(eq(users.isAdmin, false))),
    products: await countOf(tx.select({ n: count() }).from(products)),
    countries: await countOf(tx.select({ n: count() }).from(countries)),
    promoCodes: await countOf(tx.select({ n: count() }).from(codePromos)),
    orders: await countOf(tx.select({ n: count() }).from(orders)),
    orderItems: await countOf(tx.select({ n: count() }).from(orderItems)),
    paymentSessions: await countOf(tx.select({ n: count() }).from(paymentSessions)),
    productAccess: await countOf(tx.select({ n: count() }).from(userProductAccess)),
    shipments: await countOf(tx.select({ n: count() }).from(shipments)),
    softwareReleases: await countOf(tx.select({ n: count() }).from(softwareReleases)),
    emailTemplates: await countOf(tx.select({ n: count() }).from(emailTemplates)),
    apiKeys: await countOf(tx.select({ n: count() }).from(apiKeys)),
    auditLogs: await countOf(tx.select({ n: count() }).from(auditLogs)),
  };
}

/**
 * Fills an empty, migrated database with the demo store, in one transaction. The admin user(s)
 * must exist already; the first admin is the author of the audit trail and of the API keys.
 */
export async function seedDemoStore(
  db: Db,
  links: OnboardingLinks,
  options: { seed?: number; now?: Date } = {},
): Promise<DemoSummary> {
  const now = options.now ?? new Date();
  const clock: Clock = { now, start: daysBefore(now, HISTORY_DAYS) };
  const dice = new Dice(options.seed ?? DEFAULT_DEMO_SEED, now);
  // Customers never sign in to the panel; their password is a random one nobody knows.
  const passwordHash = await hashPassword(randomToken());

  return db.transaction(async (tx) => {
    const [existingOrder] = await tx.select({ id: orders.id }).from(orders).limit(1);
    const [existingProduct] = await tx.select({ id: products.id }).from(products).limit(1);
    if (existingOrder || existingProduct) throw new Error('The demo store can only be added to an empty store.');
    const existingUsers = await tx
      .select({ id: users.id, email: users.email, name: users.name, isAdmin: users.isAdmin })
      .from(users)
      .orderBy(users.id);
    const admin = existingUsers.find((u) => u.isAdmin) ?? null;
    const takenEmails = new Set(existingUsers.map((u) => u.email));

    const catalog = planProducts(dice, clock);
    const countryList = planCountries(dice, clock);
    const promos = planPromos(dice, clock);
    const customers = planCustomers(dice, clock, takenEmails);
    const orderList = planOrders(dice, clock, customers, catalog, countryList, promos);
    closePromoCaps(promos);
    const grants = planGrants(dice, clock, orderList, customers, catalog);
    const shipmentList = planShipments(dice, clock, orderList);
    const releases = planReleases(dice, clock, catalog);
    const sessions = planPendingSessions(dice, clock, customers, catalog, countryList, promos, takenEmails);

    await insertCountries(tx, countryList);
    await insertProducts(tx, catalog);
    await insertPromos(tx, promos, clock);
    await insertCustomers(tx, customers, passwordHash, links);
    await insertOrders(tx, orderList);
    await insertGrants(tx, grants);
    await insertShipments(tx, shipmentList);
    await insertReleases(tx, releases);
    const templates = await insertDemoTemplates(tx, clock);
    await applyTemplateEdits(tx, clock);
    const keyIds = await insertApiKeys(tx, clock, admin?.id ?? null);
    await insertPendingSessions(tx, sessions, keyIds.get(STOREFRONT_KEY_NAME) ?? null);

    const sources: AuditSources = {
      customers,
      catalog,
      countryList,
      promos,
      orderList,
      grants,
      shipmentList,
      releases,
      templates,
    };
    if (admin) await insertAuditTrail(tx, dice, admin, planAuditTrail(dice, clock, sources));
    await deleteRemovedRows(tx, sources);
    return summarize(tx);
  });
}
