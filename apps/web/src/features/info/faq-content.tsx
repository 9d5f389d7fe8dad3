import { COMMERCIAL_SUB_TYPES, formatMegabytes, MAX_IMAGE_BYTES, SUB_TYPE_LABELS, WIZARD_STEPS } from '@aangan/domain';
import type { ReactNode } from 'react';
import { SITE_NAME } from '../../lib/site';
import { MailLink, TextLink } from './text-link';

interface FaqItem {
  /** Stable id: the accordion's value and the React key. */
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

// Named from the domain so the answer changes when the wizard or the limits do.
const stepNames = WIZARD_STEPS.map((step) => step.title);
const commercialKinds = COMMERCIAL_SUB_TYPES.filter((kind) => kind !== 'other')
  .map((kind) => SUB_TYPE_LABELS[kind].toLowerCase())
  .join(', ');

/** The FAQ (docs/product.md §2 'About and FAQ'), in two groups; answers describe what the product does today. */
export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'buyers',
    title: 'For buyers and tenants',
    items: [
      {
        id: 'contact-owner',
        question: 'Can I contact owners directly?',
        answer: (
          <p>
            Yes. Open a listing and press <strong>Call Now</strong>: once you are signed in, it shows the poster’s name,
            phone number and email, with buttons to copy them, so you can call or write to them yourself. {SITE_NAME}{' '}
            does not stand in between and charges you nothing for it. If you are not signed in yet, you will be asked to
            log in or register first.
          </p>
        ),
      },
      {
        id: 'save-property',
        question: 'How do I save a property?',
        answer: (
          <p>
            Tap the heart on a listing, in the search results or on its page, while signed in. Your saved listings are
            under <TextLink to="/saved">Saved Properties</TextLink>: open it from your account menu, or from the saved
            count on your <TextLink to="/profile">Profile</TextLink>. Tap the heart again to remove a listing.
          </p>
        ),
      },
      {
        id: 'verified',
        question: 'What does the Verified badge mean?',
        answer: (
          <p>
            Our in-house team has run a legal check on that listing and confirmed the property exists as advertised. It
            is not a guarantee of title or condition, so always visit the property and check its documents before you
            pay anything. Listings not yet checked show <strong>Not Verified</strong>.
          </p>
        ),
      },
      {
        id: 'report-fake',
        question: 'How do I report a fake listing?',
        answer: (
          <p>
            Send us the listing’s link and what looks wrong through our <TextLink to="/contact">contact page</TextLink>,
            or email <MailLink />. Our team reviews every report and removes listings that break our{' '}
            <TextLink to="/terms">Terms</TextLink>. Please never pay a token amount before you have seen a property. Our{' '}
            <TextLink to="/safety">safety page</TextLink> shows how to spot a fake listing.
          </p>
        ),
      },
      {
        id: 'data-security',
        question: 'Is my data secure?',
        answer: (
          <p>
            Yes. Passwords are stored only in hashed form, sign-in uses secure cookies over encrypted connections, and a
            poster’s phone and email are shown only to signed-in members, a limited number per hour, so they cannot be
            harvested. Photos are saved without hidden location data. Your data is stored mainly in India; read our{' '}
            <TextLink to="/privacy-policy">Privacy Policy</TextLink> for the details and your rights.
          </p>
        ),
      },
    ],
  },
  {
    id: 'owners',
    title: 'For owners, builders and agents',
    items: [
      {
        id: 'post-property',
        question: 'How do I post a property?',
        answer: (
          <>
            <p>
              Sign in (new here? register and confirm your email with the code we send), then choose{' '}
              <TextLink to="/list-property">List Property</TextLink>. The form has {stepNames.length} steps:{' '}
              {stepNames.join(', ')}.
            </p>
            <p className="mt-2">
              Add at least one photo (JPG, PNG or WEBP, up to {formatMegabytes(MAX_IMAGE_BYTES)} each), accept the terms
              and press <strong>List Property</strong>. What you enter is kept on your device as a draft until you
              finish.
            </p>
          </>
        ),
      },
      {
        id: 'free-listing',
        question: 'Is listing a property free?',
        answer: (
          <p>
            Yes, listing is currently free for owners, builders and agents. We may introduce premium plans later, for
            example for more visibility; if we do, their prices and what they include will be shown before you choose
            one.
          </p>
        ),
      },
      {
        id: 'commercial',
        question: 'Can I list commercial properties?',
        answer: (
          <p>
            Yes. In the first step choose <strong>Commercial</strong> as the property type, then the kind:{' '}
            {commercialKinds} or other. Commercial listings can be for sale or for rent, and seekers find them under the{' '}
            <TextLink to="/commercial">Commercial</TextLink> tab.
          </p>
        ),
      },
      {
        id: 'edit-delete',
        question: 'How do I edit or delete my listing?',
        answer: (
          <p>
            Go to <TextLink to="/my-properties">My Properties</TextLink> (in the account menu). Each listing has{' '}
            <strong>Edit</strong>, which opens the same form with your details filled in, and <strong>Delete</strong>,
            which asks you to confirm first; a deleted listing and its photos cannot be brought back.
          </p>
        ),
      },
    ],
  },
];
