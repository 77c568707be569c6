import {
  Bell,
  Bookmark,
  CalendarClock,
  ChartColumn,
  Compass,
  House,
  Images,
  MessageCircle,
  PenSquare,
  Settings,
  ShieldCheck,
  Sparkles,
  Star,
  UserRound,
  Wallet,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { MessageCount } from '../../shared/stores/user-store';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Which unread counter the item shows. */
  badge?: keyof MessageCount;
  testId: string;
}

/**
 * The main navigation; creators see their own page, the composer, the vault, the queue and their
 * statistics (revenue) where fans are offered to become one, and admins get the back office (the
 * server checks the role again on every admin call).
 */
export function mainNavItems(creatorDomain: string | null | undefined, isAdmin = false): NavItem[] {
  const items: NavItem[] = [
    { to: '/home', label: 'nav.home', icon: House, testId: 'nav-home' },
    { to: '/discover', label: 'nav.discover', icon: Compass, testId: 'nav-discover' },
    {
      to: '/notifications',
      label: 'nav.notifications',
      icon: Bell,
      badge: 'notification',
      testId: 'nav-notifications',
    },
    { to: '/chats', label: 'nav.messages', icon: MessageCircle, badge: 'message', testId: 'nav-messages' },
    { to: '/collections', label: 'nav.collections', icon: Bookmark, testId: 'nav-collections' },
    { to: '/subscriptions', label: 'nav.subscriptions', icon: Star, testId: 'nav-subscriptions' },
    { to: '/wallet', label: 'nav.wallet', icon: Wallet, testId: 'nav-wallet' },
    ...(creatorDomain
      ? [
          { to: `/${creatorDomain}`, label: 'nav.myPage', icon: UserRound, testId: 'nav-my-page' },
          { to: '/createPost', label: 'routes.createPost', icon: PenSquare, testId: 'nav-create-post' },
          { to: '/vault', label: 'routes.vault', icon: Images, testId: 'nav-vault' },
          { to: '/queue', label: 'routes.queue', icon: CalendarClock, testId: 'nav-queue' },
          { to: '/statistics', label: 'routes.statistics', icon: ChartColumn, testId: 'nav-statistics' },
        ]
      : [{ to: '/becomeCreator', label: 'nav.becomeCreator', icon: Sparkles, testId: 'nav-become-creator' }]),
    { to: '/settings', label: 'nav.settings', icon: Settings, testId: 'nav-settings' },
  ];
  if (!isAdmin) return items;
  return [
    ...items.slice(0, -1),
    { to: '/admin', label: 'nav.admin', icon: ShieldCheck, testId: 'nav-admin' },
    ...items.slice(-1),
  ];
}

/** The five tabs of the mobile bar; Settings is in the account menu of the top bar. */
export function mobileTabItems(creatorDomain: string | null | undefined): NavItem[] {
  const all = mainNavItems(creatorDomain);
  const pick = (id: string) => all.find((item) => item.testId === id);
  return ['nav-home', 'nav-discover', 'nav-notifications', 'nav-messages', 'nav-wallet']
    .map(pick)
    .filter((item): item is NavItem => item !== undefined);
}
