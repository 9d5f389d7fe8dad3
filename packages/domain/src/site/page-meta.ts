/**
 * Each public page's title and description, written once for the browser tab (the web app) and for
 * crawlers and link previews that do not run scripts (the server writes them into index.html).
 */
export interface PageMeta {
  title: string;
  description: string;
}

/** What a server-rendered page's head says to search engines and link previews (decision 024). */
export interface PageHead extends PageMeta {
  /** The canonical path and query ('/rent?bedrooms=2'), resolved against the site's address. */
  canonical: string;
  /** False for thin, empty or free-text results: `noindex, follow`. */
  index: boolean;
  /** The page's subject does not exist (an unknown place): answered with status 404. */
  notFound?: boolean;
}

export const DEFAULT_PAGE_META: PageMeta = {
  title: 'Property marketplace for India',
  description:
    'Buy, rent, find a PG or a commercial space across India. Verified listings, prices in lakhs and crores.',
};

/** In the order of the site's menus (the sitemap lists them so). */
export const PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/': DEFAULT_PAGE_META,
  '/buy': {
    title: 'Properties for Sale',
    description: 'Flats, houses, plots and villas for sale, with prices in lakhs and crores and verified listings.',
  },
  '/rent': {
    title: 'Properties for Rent',
    description: 'Homes for rent from owners, builders and agents: monthly rent, deposit and terms up front.',
  },
  '/pg': {
    title: 'PG Accommodations',
    description: 'Paying-guest rooms and co-living spaces for students and working professionals.',
  },
  '/commercial': {
    title: 'Commercial Properties',
    description: 'Offices, shops, warehouses and co-working spaces to buy or rent.',
  },
  '/about': {
    title: 'About Us',
    description:
      'Aangan is a property marketplace that started in Bikaner and lists in eight cities: verified listings, 360-degree views and pre-approved home loans.',
  },
  '/contact': {
    title: 'Contact Us',
    description: 'Call, email or write to the Aangan team in Bikaner, Monday to Saturday, 9:00 AM to 6:00 PM.',
  },
  '/faq': {
    title: 'Frequently Asked Questions',
    description: 'How to post, edit and save properties on Aangan, what listing costs, and how we keep your data safe.',
  },
  '/safety': {
    title: 'Stay Safe',
    description:
      'How to spot fake listings and brokers posing as owners, why you never pay a token before a visit, and which documents to check before you rent or buy.',
  },
  '/terms': {
    title: 'Terms and Conditions',
    description:
      'The terms for listing, searching and enquiring about properties on Aangan: payments, prohibited use, liability and arbitration in Bikaner.',
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description: 'What Aangan collects, why, who it is shared with, where it is stored and the rights you have.',
  },
};

/** The meta of a path (trailing slash and query ignored); pages without their own get the default. */
export function pageMetaFor(pathname: string): PageMeta {
  const path = pathname.split(/[?#]/)[0]?.replace(/(.)\/+$/, '$1') ?? '/';
  return PAGE_META[path] ?? DEFAULT_PAGE_META;
}

/** "About Us · Aangan"; the home page reads "Aangan · Property marketplace for India". */
export function pageTitle(meta: PageMeta, siteName = 'Aangan'): string {
  return meta.title === DEFAULT_PAGE_META.title ? `${siteName} · ${meta.title}` : `${meta.title} · ${siteName}`;
}
