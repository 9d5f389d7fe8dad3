import { hasRole, type Role } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { BookmarkIcon, Building2Icon, HeartIcon, type LucideIcon, ShieldCheckIcon, UserRoundIcon } from 'lucide-react';

export interface NavLinkItem {
  to: string;
  /** The link's words, in the page's language. */
  label: MessageId;
}

export interface AccountLinkItem extends NavLinkItem {
  icon: LucideIcon;
}

/** The signed-in person's pages, in the avatar menu and the mobile drawer alike (docs/product.md §2 'Header'). */
const ACCOUNT_LINKS: AccountLinkItem[] = [
  { to: '/profile', label: 'layout.nav.profile', icon: UserRoundIcon },
  { to: '/my-properties', label: 'layout.nav.myProperties', icon: Building2Icon },
  { to: '/saved', label: 'layout.nav.savedProperties', icon: HeartIcon },
  { to: '/saved-searches', label: 'layout.nav.savedSearches', icon: BookmarkIcon },
];

const TEAM_CONSOLE_LINK: AccountLinkItem = { to: '/admin', label: 'layout.nav.teamConsole', icon: ShieldCheckIcon };

/** The account links for someone with this role: the team also gets their console. */
export function accountLinksFor(role: Role): AccountLinkItem[] {
  return hasRole(role, 'moderator') ? [...ACCOUNT_LINKS, TEAM_CONSOLE_LINK] : ACCOUNT_LINKS;
}

/** The header's page links, shared by the desktop bar and the mobile drawer (docs/product.md §2). */
export const HEADER_LINKS: NavLinkItem[] = [
  { to: '/about', label: 'layout.nav.about' },
  { to: '/contact', label: 'layout.nav.contact' },
  { to: '/faq', label: 'layout.nav.faq' },
  { to: '/terms', label: 'layout.nav.terms' },
];

export const FOOTER_QUICK_LINKS: NavLinkItem[] = [
  { to: '/', label: 'layout.nav.home' },
  { to: '/about', label: 'layout.nav.about' },
  { to: '/contact', label: 'layout.nav.contact' },
  { to: '/faq', label: 'layout.nav.faq' },
];

export const FOOTER_SUPPORT_LINKS: NavLinkItem[] = [
  { to: '/terms', label: 'layout.nav.terms' },
  { to: '/privacy-policy', label: 'layout.nav.privacyPolicy' },
  { to: '/safety', label: 'layout.nav.staySafe' },
  { to: '/list-property', label: 'layout.nav.listProperty' },
];
