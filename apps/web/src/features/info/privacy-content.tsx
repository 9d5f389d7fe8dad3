import type { ReactNode } from 'react';
import { BUSINESS_PHONE, BUSINESS_PHONE_HREF, OFFICE_ADDRESS, SITE_NAME } from '../../lib/site';
import type { LegalSection } from './legal-types';
import { MailLink, TextLink, textLinkClass } from './text-link';

/** A list item that opens with its subject in bold, so a long list can be scanned. */
function labelled(label: string, text: ReactNode) {
  return (
    <>
      <strong className="font-semibold text-foreground">{label}:</strong> {text}
    </>
  );
}

/**
 * The Privacy Policy as data (docs/product.md §1): every category of data the spec names, its uses, who receives it,
 * storage in India, the user's rights, no use under 18, and the grievance contact. Where it describes how the
 * product behaves (hashed passwords, one-time codes, counts without names), it says what the code does.
 */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: [
      'We collect what you give us, what is created as you use the site, and what others send us about you:',
      {
        list: [
          labelled(
            'Personal details',
            'your name, email address, mobile number, account type (owner, builder or agent) and profile picture, and your password, which we store only as a secure hash.',
          ),
          labelled(
            'Property details',
            'what you list: location and address, price, area, features, photos, video tour and description.',
          ),
          labelled(
            'Identification documents',
            'proof of identity or ownership you give us when we verify you or a property.',
          ),
          labelled(
            'Payment details',
            'the amount, status and reference of a payment, received from the third-party payment services that process it. We do not store full card or bank account numbers.',
          ),
          labelled(
            'Communications',
            'messages you send our team through the contact page, email or chat, and enquiries you make through the site.',
          ),
          labelled(
            'Voice recordings',
            'optional: an audio description you add to a listing, or a voice message you choose to send us.',
          ),
          labelled(
            'Usage',
            'the listings you open, your searches and filters, the properties you save, the contact details you ask to see and the listings you post.',
          ),
          labelled(
            'Technical data',
            'your IP address, browser, device and operating system, and logs of errors and security events.',
          ),
          labelled(
            'Location',
            'your approximate city, region and country, worked out from your IP address or the places you search. We do not track your precise location.',
          ),
          labelled('Cookies', 'small files that keep you signed in and remember your choices (see Cookies below).'),
          labelled(
            'App permissions',
            'only what you allow on your device, such as access to photos or the camera to upload pictures of a property. You can withdraw a permission in your device settings.',
          ),
          labelled(
            'Data from partners and third-party logins',
            'details from partners you deal with through us, such as a bank you asked about a home loan, and, if you sign in with another service, the name, email and picture it shares.',
          ),
        ],
      },
    ],
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: [
      {
        list: [
          'to create and protect your account, verify your email with a one-time code and keep you signed in;',
          'to publish and manage your listings, and show your contact details to signed-in users who ask for them;',
          'to run search and saved properties, and show listers how many people viewed their property or asked for their contact details (counts only, never who);',
          'to verify properties and listers, moderate content, and prevent fraud, spam and scraping;',
          'to answer your messages and support you;',
          'to put you in touch with banks and lenders when you show interest in a home loan;',
          'to process payments for paid services;',
          'to send messages about your account and, with your consent, news, property alerts and offers;',
          'to understand how the site is used and improve it;',
          'to comply with the law and enforce our Terms.',
        ],
      },
    ],
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: [
      'We do not sell your personal data. We share it only with:',
      {
        list: [
          labelled(
            'Service providers',
            'companies that host and store data, deliver email, process payments, and help us with analytics and support, each bound to use it only on our instructions.',
          ),
          labelled(
            'Other users',
            'your listings are public; your name, phone and email are shown to signed-in users who press Call Now on one of them.',
          ),
          labelled(
            'Banks and lenders',
            'when you show interest in a home loan, so they can contact you about their offers.',
          ),
          labelled(
            'Partner platforms',
            'businesses that help advertise listings or offer related services, under agreements that protect your data.',
          ),
          labelled(
            'Legal authorities and advisers',
            'when the law, a court or a government authority requires it, or to protect the rights and safety of our users and of us; and our lawyers, auditors and advisers, in confidence.',
          ),
        ],
      },
      `If ${SITE_NAME} is merged or sold, your data may pass to the new owner, who must keep protecting it as this policy describes.`,
    ],
  },
  {
    id: 'storage',
    title: 'Where your data is stored',
    body: [
      'Your data is stored mainly on servers in India. Some service providers may process it outside India; when they do, we make sure it stays protected as this policy and Indian law require, and we do not send it to any country where the Government of India restricts such transfers.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: [
      'We keep your account details while your account is open, and a listing until you delete it or it is removed. Deleting a listing also deletes the saved entries and view records that belong to it.',
      'When your account is closed, we delete or anonymise your personal data within a reasonable time, except what we must keep by law (such as payment and tax records) or need to settle disputes, prevent fraud and enforce our Terms.',
    ],
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: [
      {
        list: [
          'Passwords are stored only as secure hashes, never as plain text, and the one-time codes we email expire after 10 minutes.',
          'Sign-in uses secure cookies that scripts on the page cannot read, over encrypted (HTTPS) connections.',
          'Contact details are shown only to signed-in users, and only so many per hour, so they cannot be harvested.',
          'Photos you upload are saved again without their hidden metadata, such as the GPS position where they were taken.',
          'Within our team, only the people who need your data can see it.',
        ],
      },
      'No system is perfectly secure. If a breach affects your data, we will tell you and the authorities as the law requires.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: [
      'We use the cookies the site needs to work, chiefly the one that keeps you signed in, and may use others to remember your preferences and measure how the site is used. A listing you are writing is also kept as a draft in your browser, on your device only, until you finish or start over.',
      'You can block or delete cookies in your browser settings; if you block the essential ones, you will not be able to sign in.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: [
      {
        list: [
          labelled('Access', 'ask what personal data we hold about you and how we use it.'),
          labelled(
            'Correct',
            <>
              update your details on your <TextLink to="/profile">Profile</TextLink>, or ask us to correct what you
              cannot change there, such as your email address.
            </>,
          ),
          labelled(
            'Erase',
            <>
              delete your listings from <TextLink to="/my-properties">My Properties</TextLink>, or ask us to delete your
              account and personal data.
            </>,
          ),
          labelled(
            'Withdraw consent',
            'where we rely on your consent, withdraw it at any time; this does not affect what we did before.',
          ),
          labelled(
            'Opt out of promotions',
            'use the unsubscribe link in any promotional email, or write to us. Messages about your account continue.',
          ),
        ],
      },
      'To use any of these rights, write to our grievance officer below. We may first need to confirm that you are who you say you are.',
    ],
  },
  {
    id: 'children',
    title: 'Children',
    body: [
      `${SITE_NAME} is not for anyone under 18, and we do not knowingly collect personal data from children. If you believe a child has given us their data, write to us and we will delete it.`,
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: [
      'We may update this policy as the site changes or the law requires. The "Last updated" date at the top shows the current version; we will also announce significant changes on the site or by email.',
    ],
  },
  {
    id: 'grievance-officer',
    title: 'Grievance officer',
    body: [
      'For a question or complaint about how we handle your data, contact our Grievance Officer:',
      {
        list: [
          labelled('Email', <MailLink />),
          labelled(
            'Phone',
            <a href={BUSINESS_PHONE_HREF} className={textLinkClass}>
              {BUSINESS_PHONE}
            </a>,
          ),
          labelled('Address', OFFICE_ADDRESS),
        ],
      },
      'We will acknowledge your complaint and resolve it within the time the law allows.',
    ],
  },
];
