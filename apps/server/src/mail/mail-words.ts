import { LOCALE_TAGS, type Locale, pathInLocale } from '@aangan/domain';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import english from './locales/en.json' with { type: 'json' };
import hindi from './locales/hi.json' with { type: 'json' };

/** A mail's words: the keys of the English catalogue (apps/server/src/mail/locales), Hindi beside it. */
export type MailMessageId = keyof typeof english;

/** The mail catalogues, compiled once as the server starts (the browser's are compiled at build: decision 028). */
function compiled(messages: Record<string, string>): Record<string, ReturnType<typeof compileMessageOrThrow>> {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessageOrThrow(message)]));
}

const catalogues: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: compiled(english) } }),
  hi: setupI18n({ locale: 'hi', messages: { hi: compiled(hindi satisfies Record<MailMessageId, string>) } }),
};

export interface MailWords {
  locale: Locale;
  /** The document language of the mail's HTML view. */
  tag: string;
  t(id: MailMessageId, values?: Record<string, unknown>): string;
  /** A page of the site in the reader's language: Hindi readers land on /hi/…. */
  link(publicUrl: string, path: string): string;
}

/** The words of a mail to someone who reads Aangan in this language. */
export function mailWords(locale: Locale): MailWords {
  const i18n = catalogues[locale];
  return {
    locale,
    tag: LOCALE_TAGS[locale],
    t: (id, values) => i18n._(id, values),
    link: (publicUrl, path) => new URL(pathInLocale(path, locale), publicUrl).href,
  };
}
