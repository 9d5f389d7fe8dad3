import type { Locale } from '@aangan/domain';
import type { I18n, Messages } from '@lingui/core';

type Catalogue = () => Promise<{ default: Messages }>;

/**
 * A language's messages come in parts, one file each (src/i18n/locales/<locale>/<part>.json), each loaded
 * with the pages that use it, so a first visit carries only the words it shows (decision 028). `layout` and
 * the other parts the first page needs load as the app starts (i18n.ts); the rest with their lazy routes.
 */
const CATALOGUES = {
  about: {
    en: () => import('virtual:messages/en/about'),
    hi: () => import('virtual:messages/hi/about'),
  },
  admin: {
    en: () => import('virtual:messages/en/admin'),
    hi: () => import('virtual:messages/hi/admin'),
  },
  layout: {
    en: () => import('virtual:messages/en/layout'),
    hi: () => import('virtual:messages/hi/layout'),
  },
  listing: {
    en: () => import('virtual:messages/en/listing'),
    hi: () => import('virtual:messages/hi/listing'),
  },
  'listing-status': {
    en: () => import('virtual:messages/en/listing-status'),
    hi: () => import('virtual:messages/hi/listing-status'),
  },
  'verification-request': {
    en: () => import('virtual:messages/en/verification-request'),
    hi: () => import('virtual:messages/hi/verification-request'),
  },
  dashboard: {
    en: () => import('virtual:messages/en/dashboard'),
    hi: () => import('virtual:messages/hi/dashboard'),
  },
  profile: {
    en: () => import('virtual:messages/en/profile'),
    hi: () => import('virtual:messages/hi/profile'),
  },
  saved: {
    en: () => import('virtual:messages/en/saved'),
    hi: () => import('virtual:messages/hi/saved'),
  },
  'saved-searches': {
    en: () => import('virtual:messages/en/saved-searches'),
    hi: () => import('virtual:messages/hi/saved-searches'),
  },
  info: {
    en: () => import('virtual:messages/en/info'),
    hi: () => import('virtual:messages/hi/info'),
  },
  terms: {
    en: () => import('virtual:messages/en/terms'),
    hi: () => import('virtual:messages/hi/terms'),
  },
  privacy: {
    en: () => import('virtual:messages/en/privacy'),
    hi: () => import('virtual:messages/hi/privacy'),
  },
  faq: {
    en: () => import('virtual:messages/en/faq'),
    hi: () => import('virtual:messages/hi/faq'),
  },
  safety: {
    en: () => import('virtual:messages/en/safety'),
    hi: () => import('virtual:messages/hi/safety'),
  },
  common: {
    en: () => import('virtual:messages/en/common'),
    hi: () => import('virtual:messages/hi/common'),
  },
  contact: {
    en: () => import('virtual:messages/en/contact'),
    hi: () => import('virtual:messages/hi/contact'),
  },
  auth: {
    en: () => import('virtual:messages/en/auth'),
    hi: () => import('virtual:messages/hi/auth'),
  },
  chat: {
    en: () => import('virtual:messages/en/chat'),
    hi: () => import('virtual:messages/hi/chat'),
  },
  wizard: {
    en: () => import('virtual:messages/en/wizard'),
    hi: () => import('virtual:messages/hi/wizard'),
  },
  search: {
    en: () => import('virtual:messages/en/search'),
    hi: () => import('virtual:messages/hi/search'),
  },
  place: {
    en: () => import('virtual:messages/en/place'),
    hi: () => import('virtual:messages/hi/place'),
  },
  property: {
    en: () => import('virtual:messages/en/property'),
    hi: () => import('virtual:messages/hi/property'),
  },
} satisfies Record<string, Record<Locale, Catalogue>>;

export type Namespace = keyof typeof CATALOGUES;

export const NAMESPACES = Object.keys(CATALOGUES) as Namespace[];

/** The parts each i18n already holds. */
const loaded = new WeakMap<I18n, Set<Namespace>>();

export function markLoaded(i18n: I18n, namespaces: readonly Namespace[]): void {
  const held = loaded.get(i18n) ?? new Set<Namespace>();
  for (const namespace of namespaces) held.add(namespace);
  loaded.set(i18n, held);
}

/** Loads the parts of the language this i18n speaks that it does not hold yet. */
export async function loadNamespaces(i18n: I18n, namespaces: readonly Namespace[]): Promise<void> {
  const locale = i18n.locale as Locale;
  const missing = namespaces.filter((namespace) => !loaded.get(i18n)?.has(namespace));
  const parts = await Promise.all(missing.map((namespace) => CATALOGUES[namespace][locale]()));
  for (const { default: messages } of parts) i18n.load(locale, messages);
  markLoaded(i18n, missing);
}
