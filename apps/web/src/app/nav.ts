import type { SidebarPath } from '@store/contract/navigation';
import { SIDEBAR_ENTRIES } from '@store/contract/navigation';
import {
  Activity,
  ChartColumn,
  Download,
  Gauge,
  Globe,
  KeyRound,
  KeySquare,
  LayoutDashboard,
  Mail,
  Package,
  ScrollText,
  ShoppingCart,
  TicketPercent,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** The sidebar's icons; paths and labels (spec 000 §2: 15 entries, in order) come from the contract. */
const ICONS: Record<SidebarPath, LucideIcon> = {
  '/dashboard': LayoutDashboard,
  '/users': Users,
  '/products': Package,
  '/orders': ShoppingCart,
  '/promos': TicketPercent,
  '/access': KeyRound,
  '/api-keys': KeySquare,
  '/shipments': Truck,
  '/analytics': ChartColumn,
  '/monitoring': Activity,
  '/settings': Gauge,
  '/audit': ScrollText,
  '/countries': Globe,
  '/releases': Download,
  '/templates': Mail,
};

export interface NavEntry {
  path: SidebarPath;
  label: string;
  icon: LucideIcon;
}

export const NAV_ENTRIES: readonly NavEntry[] = SIDEBAR_ENTRIES.map((entry) => ({
  ...entry,
  icon: ICONS[entry.path],
}));
