import { readFileSync } from 'node:fs';
import { SUB_TYPE_LABELS } from '@aangan/domain';
import { describe, expect, it } from 'vitest';
import { mailWords } from '../../mail/mail-words.ts';
import { alertMail } from './alert-mail.ts';
import { alertListingLabels } from './alert-words.ts';

/** The web's `listing` part, read as a file: the server never imports the web's code (decision 029). */
function webListing(locale: 'en' | 'hi'): Record<string, string> {
  const file = new URL(`../../../../web/src/i18n/locales/${locale}/listing.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8'));
}

describe('the alert mail’s listing words', () => {
  it('are the web’s listing words, word for word, in both languages', () => {
    for (const locale of ['en', 'hi'] as const) {
      const web = webListing(locale);
      const labels = alertListingLabels(mailWords(locale));
      for (const subType of Object.keys(SUB_TYPE_LABELS) as (keyof typeof SUB_TYPE_LABELS)[]) {
        expect(labels.SUB_TYPE_LABELS[subType], `${locale} ${subType}`).toBe(web[`listing.subType.${subType}`]);
      }
      expect(labels.bhkLabel(3)).toBe(web['listing.bhk']?.replace('{bedrooms}', '3'));
      expect(labels.formatArea(1200)).toBe(web['listing.area']?.replace('{area}', '1,200'));
    }
    expect(alertListingLabels(mailWords('en')).SUB_TYPE_LABELS).toEqual(SUB_TYPE_LABELS);
  });
});

describe('alertMail', () => {
  const listing = {
    id: 'p1',
    title: '<b>Flat</b> & "garden"',
    price: 4_500_000,
    purpose: 'sell' as const,
    type: 'residential' as const,
    subType: 'flat',
    bedrooms: 3,
    carpetArea: 1200,
    builtUpArea: null,
    plotArea: null,
    locality: 'Sadul <Ganj>',
    city: 'Bikaner',
    cover: 'properties/a/cover.webp',
  };
  const mail = alertMail({
    to: 'asha@example.in',
    name: 'Asha <script>',
    locale: 'en',
    publicUrl: 'https://aangan.in',
    unsubscribeMailto: 'mailto:support@aangan.in?subject=unsubscribe',
    sections: [
      {
        name: 'Flats <near> fort',
        url: '/buy/bikaner?bedrooms=3',
        listings: Array.from({ length: 10 }, (_, index) => ({ ...listing, id: `p${index}` })),
        total: 14,
        oneClickUrl: 'https://aangan.in/api/alerts/unsubscribe?token=t1',
        pageUrl: 'https://aangan.in/alerts/unsubscribe?token=t1',
      },
    ],
  });

  it('escapes everything people wrote in the HTML, and keeps the text as written', () => {
    expect(mail.html).not.toMatch(/<b>|<script>|<near>|<Ganj>/);
    expect(mail.html).toContain('&#60;b&#62;Flat&#60;/b&#62; &#38; &#34;garden&#34;');
    expect(mail.text).toContain('<b>Flat</b> & "garden"');
  });

  it('shows the cover as the site serves it, the card price, facts and place, and links the listing', () => {
    expect(mail.html).toContain('src="https://aangan.in/media/properties/a/cover.webp"');
    expect(mail.text).toContain('₹45 L · 3 BHK · 1,200 sq.ft · Flat/Apartment');
    expect(mail.text).toContain('Sadul <Ganj>, Bikaner');
    expect(mail.text).toContain('https://aangan.in/property/p9');
    expect(mail.text).toContain('See all 14 new matches: https://aangan.in/buy/bikaner?bedrooms=3');
    expect(mail.subject).toBe('14 new listings match your saved searches');
  });

  it('carries RFC 8058’s headers and a stop link in the body', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe':
        '<https://aangan.in/api/alerts/unsubscribe?token=t1>, <mailto:support@aangan.in?subject=unsubscribe>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain('Stop alerts for “Flats <near> fort”: https://aangan.in/alerts/unsubscribe?token=t1');
  });
});
