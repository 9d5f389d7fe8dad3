/**
 * schema.org structured data (JSON-LD) for search engines: who runs the site, how to search it, where a
 * page sits (breadcrumbs) and which listings it shows. Addresses are absolute, from the site's own URL.
 */

import { type Locale, pathInLocale } from '../i18n/locales.ts';
import { SITE_NAME } from '../site/page-meta.ts';

/** One step of a trail or one entry of a list: its name and path on the site. */
export interface LinkedName {
  name: string;
  path: string;
}

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

function absolute(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

export function organizationData(siteUrl: string, contact: { supportEmail: string; telephone: string }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: SITE_NAME,
    url: absolute(siteUrl, '/'),
    logo: absolute(siteUrl, '/apple-touch-icon.png'),
    email: contact.supportEmail,
    telephone: contact.telephone,
  };
}

/** The site, with the search box search engines may show under it (`/?q=…` is the home page's search). */
export function websiteData(siteUrl: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absolute(siteUrl, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absolute(siteUrl, '/')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * A trail's steps as addresses in the page's language: a Hindi page's breadcrumbs lead to Hindi pages (/hi/rent),
 * as its links do (decision 028).
 */
export function breadcrumbData(siteUrl: string, trail: readonly LinkedName[], locale: Locale = 'en'): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(siteUrl, pathInLocale(step.path, locale)),
    })),
  };
}

/**
 * The listings a results page shows, in order, at their addresses in the page's language; `offset` is the
 * position of the first one minus one.
 */
export function itemListData(siteUrl: string, items: readonly LinkedName[], offset = 0, locale: Locale = 'en'): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      name: item.name,
      url: absolute(siteUrl, pathInLocale(item.path, locale)),
    })),
  };
}

/**
 * JSON for an HTML <script> element: `<` is escaped so no text of a listing can close the element early
 * (JSON readers take `\u003c` as `<`).
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
