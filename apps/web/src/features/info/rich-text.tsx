import type { MessageId } from '@lingui/core';
import { Trans } from '@lingui/react';
import { BUSINESS_PHONE, BUSINESS_PHONE_HREF, OFFICE_ADDRESS } from '../../lib/site';
import { MailLink, TextLink, textLinkClass } from './text-link';

/**
 * The tags a message of the information pages may hold, so a translation can put a link or a bold phrase
 * wherever its own word order needs it: 'our <contact>contact page</contact>', '<b>Email:</b> <mail/>', '<b>Address:</b> <officeAddress/>'.
 */
const COMPONENTS = {
  b: <strong className="font-semibold text-foreground" />,
  contact: <TextLink to="/contact" />,
  privacy: <TextLink to="/privacy-policy" />,
  terms: <TextLink to="/terms" />,
  safety: <TextLink to="/safety" />,
  saved: <TextLink to="/saved" />,
  profile: <TextLink to="/profile" />,
  myProperties: <TextLink to="/my-properties" />,
  listProperty: <TextLink to="/list-property" />,
  commercial: <TextLink to="/commercial" />,
  mail: <MailLink />,
  phone: (
    <a href={BUSINESS_PHONE_HREF} className={textLinkClass}>
      {BUSINESS_PHONE}
    </a>
  ),
  officeAddress: <>{OFFICE_ADDRESS}</>,
};

/** A message with links or bold words in it, in the page's language (Lingui's Trans, on the server too). */
export function RichText({ id, values }: { id: MessageId; values?: Record<string, string | number> }) {
  return <Trans id={id} values={values} components={COMPONENTS} />;
}
