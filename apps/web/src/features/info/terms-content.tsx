import { SITE_NAME, SUPPORT_EMAIL } from '../../lib/site';
import type { LegalSection } from './legal-types';
import { MailLink, TextLink } from './text-link';

/**
 * The Terms and Conditions as data, in the order of the spec's route table (§2 '/terms'); the page only lays
 * them out. Rules that come from the spec: rights to listing information, what 'Verified' means, moderation
 * with appeal, 100% advance and non-refundable payments, the 30-day duplicate lead, no scraping, a sole
 * arbitrator seated in Bikaner under Indian law, and no use under 18 (§1, §9).
 */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'listings',
    title: 'Listings',
    body: [
      `Owners, builders and agents ("listers") may list properties on ${SITE_NAME} for sale, for rent, as paying-guest (PG) accommodation or for commercial use.`,
      'By posting a listing you confirm that you own the property or hold the owner’s written authority to advertise it, and that you hold the rights to all the information, photos, videos and audio descriptions you upload with it.',
      'A listing must describe a property that is actually available, with its real price, location, area and features. Update or delete it from My Properties as soon as it is sold, let or withdrawn.',
      `A "Verified" tag means only that our in-house team has confirmed the property exists as advertised. It is not a guarantee of title, approvals, condition or price, nor a recommendation. Inspect the property and check its documents, ideally with a lawyer, before you pay anything.`,
      `${SITE_NAME} brings listers and seekers together. We are not a party to any sale, lease or other agreement you make with another user, and we do not act as a broker for either side.`,
    ],
  },
  {
    id: 'content',
    title: 'Content and moderation',
    body: [
      'You are responsible for everything you post: listings, photos, videos, audio descriptions and messages. You keep ownership of it.',
      `By posting content you give ${SITE_NAME} a non-exclusive, royalty-free licence to host, display, resize, reproduce and promote it on ${SITE_NAME} for as long as it is on the platform, and to keep backup copies for a reasonable time after.`,
      'Content must not be false or misleading, discriminatory, obscene or defamatory, must not infringe anyone’s rights, and must not contain other people’s personal data without their consent.',
      <>
        We moderate content using automated tools with human oversight, and may hide or remove content, or suspend a
        listing or account, that appears to break these Terms or the law. If that happens to you, you may appeal through
        our <TextLink to="/contact">contact page</TextLink>; a member of our team, not an automated system, reviews
        every appeal.
      </>,
    ],
  },
  {
    id: 'payment',
    title: 'Payment',
    body: [
      'Listing a property is currently free. Premium plans and paid services, such as featured placement or lead-based campaigns, may be offered later; their price and what they include will be shown before you buy.',
      'Paid services are payable 100% in advance, in Indian rupees, with applicable taxes shown at checkout.',
      'Payments are non-refundable, including when a plan is not fully used or a listing is removed for breaking these Terms. Any refund is made only at the sole discretion of the provider of the service.',
      'Payments are processed by third-party payment services under their own terms. We do not store full card or bank account numbers.',
    ],
  },
  {
    id: 'lead-campaigns',
    title: 'Lead-based campaigns',
    body: [
      `A lead-based campaign is charged for each lead: a buyer or tenant who shows interest in your project through ${SITE_NAME}.`,
      'A lead from the same person for the same project within 30 days of an earlier one is a duplicate and is not charged.',
      'We do not guarantee the number or quality of leads, or that any lead becomes a sale or lease.',
      'Use a lead’s contact details only to answer that enquiry, and follow the law on unsolicited calls and messages, including Do Not Disturb (DND) preferences.',
    ],
  },
  {
    id: 'video-guidelines',
    title: 'Video guidelines',
    body: [
      'A listing may include a video tour and an audio description. They must be about the property being advertised, and recorded by you or used with the rights to do so. In particular:',
      {
        list: [
          'show the actual property: no stock footage and no clips of other buildings;',
          'do not show people’s faces, names or documents without their consent;',
          'no music, logos or footage you do not have the rights to use;',
          'no phone numbers, links, other websites’ watermarks or unrelated advertising;',
          'nothing offensive, unsafe or illegal.',
        ],
      },
      'We may remove a video or audio description that breaks these guidelines while keeping the rest of the listing.',
    ],
  },
  {
    id: 'use-of-information',
    title: 'Use of information',
    body: [
      'A lister’s contact details are shown to signed-in users for one purpose: to enquire about that property. Do not copy them into lists, sell or share them, or use them for marketing unrelated to the listing.',
      `Listings are written by listers. ${SITE_NAME} does not guarantee that they are complete, accurate or current, so confirm anything important yourself before relying on it.`,
      <>
        How we collect and use personal data is explained in our{' '}
        <TextLink to="/privacy-policy">Privacy Policy</TextLink>.
      </>,
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: [
      `The ${SITE_NAME} name, logo, design and software, and the way listings are arranged, belong to ${SITE_NAME} or its licensors and are protected by law. You may not copy, change or reuse them beyond the ordinary use of the site.`,
      'Listers keep ownership of their content; the licence under Content and moderation is what lets us show it.',
      <>
        If you believe something on {SITE_NAME} infringes your rights, write to <MailLink email={SUPPORT_EMAIL} /> with
        the details and we will review it.
      </>,
    ],
  },
  {
    id: 'prohibitions',
    title: 'Prohibitions',
    body: [
      'You must not:',
      {
        list: [
          'scrape, crawl or harvest listings, prices or contact details with robots, scripts or any other automated means, or use automation to post listings, search or send messages;',
          'post fake, duplicate or misleading listings, or advertise a property you have no right to advertise;',
          'impersonate anyone, or register with false details;',
          'send spam or unsolicited promotions to other users;',
          'get around sign-in, rate limits or other security measures, or probe, scan or overload our systems;',
          'upload malware or anything else that could harm the site or other people’s devices;',
          'use the site for anything unlawful, including fraud and discrimination.',
        ],
      },
    ],
  },
  {
    id: 'third-party-links',
    title: 'Third-party links',
    body: [
      `${SITE_NAME} may link to or open services run by others, such as banks and lenders, payment services, maps and messaging apps. We do not control them and are not responsible for their content, products or privacy practices; their own terms apply when you use them.`,
    ],
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: [
      `${SITE_NAME} is provided "as is" and "as available". We do not promise that it will always be available or free of errors.`,
      'We do not guarantee any listing, price or availability, or that a property is free of legal defects; our verification is limited to what Listings describes.',
      `Pre-approved home loans are offered by banks and lenders, who alone decide eligibility, rates and terms; ${SITE_NAME} is not a lender. Guidance from our team is general information, not legal, tax or financial advice.`,
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: [
      `As far as the law allows, ${SITE_NAME} is not liable for indirect, incidental or consequential loss, for loss of profit or data, or for any loss arising from dealings between users, including a sale or lease that does not go ahead.`,
      'Our total liability to you for any claim is limited to the amount you paid us for the service concerned in the twelve months before the claim.',
      'Nothing in these Terms limits a liability that cannot be limited under Indian law.',
    ],
  },
  {
    id: 'termination',
    title: 'Termination',
    body: [
      <>
        You may stop using {SITE_NAME} at any time. To close your account, write to us through the{' '}
        <TextLink to="/contact">contact page</TextLink>.
      </>,
      'We may suspend or end your access and remove your listings if you break these Terms, if the law requires it, or to protect other users. Where we can, we will tell you why, and you may appeal as described under Content and moderation.',
      'Sections that by their nature outlast termination, including payment, intellectual property, disclaimers, liability, indemnification and arbitration, continue to apply.',
    ],
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: [
      `You agree to indemnify ${SITE_NAME}, its team and its partners against claims, losses and costs, including reasonable legal fees, arising from your listings or other content, your use of the site, your dealings with other users, or your breach of these Terms or the law.`,
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: [
      <>
        Your use of {SITE_NAME} is also governed by our <TextLink to="/privacy-policy">Privacy Policy</TextLink>, which
        explains what we collect, why, who we share it with and your rights. Your data is stored mainly in India.
      </>,
    ],
  },
  {
    id: 'user-terms',
    title: 'User terms',
    body: [
      `You must be at least 18 years old, and able to enter a binding contract under Indian law, to use ${SITE_NAME}. It is not meant for anyone under 18.`,
      'Give accurate details when you register and keep them up to date. Keep your password to yourself: you are responsible for what happens under your account, so tell us at once if you suspect misuse.',
      'Opening a listing’s details and seeing a lister’s contact details require you to be signed in.',
      'Deal with other users honestly and politely. Never pay a token amount or deposit before you have seen the property and its documents.',
    ],
  },
  {
    id: 'partner-terms',
    title: 'Partner terms',
    body: [
      `Builders, agents, banks, lenders and other businesses that work with ${SITE_NAME} ("partners") accept these Terms as well as any separate written agreement with us, which prevails where the two differ.`,
      'Agents and builders must hold every registration the law requires, including under the Real Estate (Regulation and Development) Act, 2016 where it applies, and show the RERA registration number on listings that need one.',
      'Partners may use leads and user data only for the enquiry that produced them, must protect them as the law requires, and may not sell or pass them on.',
    ],
  },
  {
    id: 'arbitration',
    title: 'Arbitration',
    body: [
      <>
        If you have a dispute with us, please first write to us through the{' '}
        <TextLink to="/contact">contact page</TextLink> so we can try to resolve it together.
      </>,
      'Any dispute arising out of or in connection with these Terms or the site that is not resolved that way will be referred to a sole arbitrator, appointed by agreement of the parties or otherwise as the Arbitration and Conciliation Act, 1996 provides, and finally resolved under that Act.',
      'The seat and venue of the arbitration is Bikaner, Rajasthan. The proceedings are held in English, and the award is final and binding on the parties.',
    ],
  },
  {
    id: 'severability',
    title: 'Severability',
    body: [
      'If any part of these Terms is found invalid or unenforceable, that part is limited or removed only as far as necessary, and the rest remains in force.',
    ],
  },
  {
    id: 'waiver',
    title: 'Waiver',
    body: [
      'If we do not enforce a right or a provision of these Terms, or delay doing so, we have not waived it. A waiver counts only if it is in writing.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: [
      'These Terms, and any dispute about them or the site, are governed by the laws of India, including the Information Technology Act, 2000 and the rules made under it.',
    ],
  },
  {
    id: 'jurisdiction',
    title: 'Jurisdiction',
    body: [
      'Subject to the arbitration clause above, the courts at Bikaner, Rajasthan have exclusive jurisdiction over any matter arising from these Terms, including applications in support of the arbitration.',
    ],
  },
];
