import { hasRole, type Role } from '@aangan/domain';
import { Building2Icon, HeartIcon, type LucideIcon, ShieldCheckIcon, UserRoundIcon } from 'lucide-react';

export interface NavLinkItem {
  to: string;
  label: string;
}

export interface AccountLinkItem extends NavLinkItem {
  icon: LucideIcon;
}

/** The signed-in person's pages, in the avatar menu and the mobile drawer alike (docs/product.md §2 'Header'). */
const ACCOUNT_LINKS: AccountLinkItem[] = [
  { to: '/profile', label: 'Profile', icon: UserRoundIcon },
  { to: '/my-properties', label: 'My Properties', icon: Building2Icon },
  { to: '/saved', label: 'Saved Properties', icon: HeartIcon },
];

const TEAM_CONSOLE_LINK: AccountLinkItem = { to: '/admin', label: 'Team Console', icon: ShieldCheckIcon };

/** The account links for someone with this role: the team also gets their console. */
export function accountLinksFor(role: Role): AccountLinkItem[] {
  return hasRole(role, 'moderator') ? [...ACCOUNT_LINKS, TEAM_CONSOLE_LINK] : ACCOUNT_LINKS;
}

/** The header's page links, shared by the desktop bar and the mobile drawer (docs/product.md §2). */
export const HEADER_LINKS: NavLinkItem[] = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/faq', label: 'FAQ' },
  { to: '/terms', label: 'Terms' },
];

export const FOOTER_QUICK_LINKS: NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/faq', label: 'FAQ' },
];

export const FOOTER_SUPPORT_LINKS: NavLinkItem[] = [
  { to: '/terms', label: 'Terms' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/safety', label: 'Stay Safe' },
  { to: '/list-property', label: 'List Property' },
];
