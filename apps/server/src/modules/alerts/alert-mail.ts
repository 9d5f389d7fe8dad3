import {
  formatCardPrice,
  formatCount,
  type Locale,
  listingKeyFacts,
  type PropertyType,
  type Purpose,
  resolveImageUrl,
} from '@aangan/domain';
import { mailWords } from '../../mail/mail-words.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { brandedHtml, buttonHtml, escapeHtml } from '../../mail/templates.ts';
import { alertListingLabels } from './alert-words.ts';

/** At most this many listings of one search in one mail; 'See all N new matches' opens the rest. */
export const ALERT_LISTINGS_PER_SEARCH = 10;

export interface AlertListing {
  id: string;
  title: string;
  price: number;
  purpose: Purpose;
  type: PropertyType;
  subType: string;
  bedrooms: number | null;
  carpetArea: number | null;
  builtUpArea: number | null;
  plotArea: number | null;
  locality: string;
  city: string;
  /** The cover's stored value (a storage key or a web address), null without pictures. */
  cover: string | null;
}

export interface AlertSection {
  name: string;
  /** The saved search's results page ('/rent/bikaner?bedrooms=2'). */
  url: string;
  /** Up to ALERT_LISTINGS_PER_SEARCH, newest first. */
  listings: readonly AlertListing[];
  /** Every new match of the search this time (the mail shows the first ten). */
  total: number;
  /** The signed one-click address (POST) and the page that asks (GET). */
  oneClickUrl: string;
  pageUrl: string;
}

export interface AlertMailInput {
  to: string;
  /** The person's name; null for a guest alert's address. */
  name: string | null;
  /** A guest alert's address (decision 029, Guests): no account, so no Saved searches page to point to. */
  guest?: boolean;
  /** The recipient's account language (decision 028), or the language a guest asked in. */
  locale: Locale;
  publicUrl: string;
  sections: readonly AlertSection[];
  /** mailto: for List-Unsubscribe's second address. */
  unsubscribeMailto: string;
}

/** A picture the mail can show: absolute, as the site serves it; a data: picture becomes the default one. */
function coverUrl(listing: AlertListing, publicUrl: string): string {
  const value = listing.cover?.startsWith('data:') ? null : listing.cover;
  return new URL(resolveImageUrl(value, listing.type), publicUrl).href;
}

/**
 * One alert mail to one person: a section per saved search (its name, up to ten listings each with cover,
 * card price, BHK/area, place and link, 'See all N new matches'), a stop link per search, and RFC 8058's
 * headers naming the first search (a mail can carry one one-click address). Everything people wrote —
 * search names, titles, places — is escaped in the HTML.
 */
export function alertMail(input: AlertMailInput): MailMessage {
  const words = mailWords(input.locale);
  const { t } = words;
  const labels = alertListingLabels(words);
  const count = input.sections.reduce((sum, section) => sum + section.total, 0);
  const subject = t(input.guest ? 'mail.alert.guestSubject' : 'mail.alert.subject', { count });
  const greeting = input.name ? t('mail.greetingName', { name: input.name }) : t('mail.greeting');
  const lead = t(input.guest ? 'mail.alert.guestLead' : 'mail.alert.lead');
  const why = t(input.guest ? 'mail.alert.guestWhy' : 'mail.alert.why');
  // A person changes their alerts on Saved searches; a guest is told that an account with the address would.
  const manage = t(input.guest ? 'mail.alert.guestSignUp' : 'mail.alert.manage');
  const manageUrl = words.link(input.publicUrl, input.guest ? '/' : '/saved-searches');
  const signOff = t('mail.signOff');

  const describe = (listing: AlertListing) => ({
    price: formatCardPrice(listing.price, listing.purpose, input.locale),
    facts: listingKeyFacts(
      {
        type: listing.type,
        subType: listing.subType,
        details: {
          bedrooms: listing.bedrooms,
          carpetArea: listing.carpetArea,
          builtUpArea: listing.builtUpArea,
          plotArea: listing.plotArea,
        },
      },
      labels,
    ).join(' · '),
    place: [listing.locality, listing.city].filter(Boolean).join(', '),
    link: words.link(input.publicUrl, `/property/${listing.id}`),
  });

  const text: string[] = [greeting, '', lead, ''];
  const html: string[] = [
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
  ];
  for (const section of input.sections) {
    const heading = t('mail.alert.search', { name: section.name });
    // One match is 'See the new match', not 'See all 1 new matches'; the number in Indian grouping.
    const seeAll = t('mail.alert.seeAll', { count: section.total, shown: formatCount(section.total) });
    const seeAllUrl = words.link(input.publicUrl, section.url);
    const stop = t('mail.alert.stop', { name: section.name });
    text.push(heading, '');
    html.push(`<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(heading)}</h2>`);
    for (const listing of section.listings) {
      const card = describe(listing);
      text.push(listing.title, `${card.price} · ${card.facts}`, card.place, card.link, '');
      html.push(
        `<table role="presentation" style="width:100%;margin:0 0 16px;border-collapse:collapse"><tr>` +
          `<td style="width:120px;vertical-align:top;padding-right:12px"><a href="${escapeHtml(card.link)}"><img src="${escapeHtml(coverUrl(listing, input.publicUrl))}" alt="" width="120" style="width:120px;border-radius:8px;display:block"></a></td>` +
          `<td style="vertical-align:top"><a href="${escapeHtml(card.link)}" style="color:#1c1917;font-weight:600">${escapeHtml(listing.title)}</a>` +
          `<p style="margin:4px 0;font-weight:700">${escapeHtml(card.price)}</p>` +
          `<p style="margin:4px 0;color:#57534e">${escapeHtml(card.facts)}</p>` +
          `<p style="margin:4px 0;color:#57534e">${escapeHtml(card.place)}</p></td></tr></table>`,
      );
    }
    text.push(`${seeAll}: ${seeAllUrl}`, '', `${stop}: ${section.pageUrl}`, '');
    html.push(
      buttonHtml(seeAll, seeAllUrl),
      `<p style="font-size:14px"><a href="${escapeHtml(section.pageUrl)}" style="color:#57534e">${escapeHtml(stop)}</a></p>`,
    );
  }
  text.push(why, '', `${manage}: ${manageUrl}`, '', signOff);
  html.push(
    `<p style="color:#57534e;font-size:14px">${escapeHtml(why)} <a href="${escapeHtml(manageUrl)}" style="color:#57534e">${escapeHtml(manage)}</a></p>`,
    `<p style="color:#57534e;font-size:14px">${escapeHtml(signOff)}</p>`,
  );
  const first = input.sections[0];
  return {
    to: input.to,
    subject,
    text: text.join('\n'),
    html: brandedHtml(html.join('\n'), words.tag),
    headers: first
      ? {
          'List-Unsubscribe': `<${first.oneClickUrl}>, <${input.unsubscribeMailto}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {},
  };
}
