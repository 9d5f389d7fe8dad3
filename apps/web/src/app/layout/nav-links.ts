export interface NavLinkItem {
  to: string;
  label: string;
}

/** The header's page links, shared by the desktop bar and the mobile drawer (spec §2). */
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
  { to: '/list-property', label: 'List Property' },
];
