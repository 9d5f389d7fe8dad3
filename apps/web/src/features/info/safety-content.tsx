import { VERIFIED_TAG_LIMIT } from '@aangan/domain';
import type { ReactNode } from 'react';
import { SITE_NAME } from '../../lib/site';
import { MailLink, TextLink } from './text-link';

export interface SafetySection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The safety page's advice (docs/product.md §2 'Safety'), in our own words, for renting and buying in India. */
export const SAFETY_SECTIONS: readonly SafetySection[] = [
  {
    id: 'never-pay-first',
    title: 'Never pay before you visit',
    body: (
      <>
        <p>
          The most common trick is a request for a <strong>token amount</strong> or an advance “to hold the flat” before
          you have seen it: many people are interested, the owner is away, the keys will be couriered. A real owner lets
          you visit first. Pay nothing, not even a small booking amount over UPI, until you have been to the property,
          met the owner and seen their documents.
        </p>
        <p>
          When you do pay, pay the person named on the ownership documents, by bank transfer or cheque, and ask for a
          receipt. A UPI “collect request” takes money from you; nobody needs one to send you a refund.
        </p>
      </>
    ),
  },
  {
    id: 'fake-listings',
    title: 'How to spot a fake listing',
    body: (
      <ul>
        <li>A rent or price far below what the locality asks, with no clear reason.</li>
        <li>Photos that look like a hotel or a brochure, or that you have seen on another listing.</li>
        <li>A poster who cannot show the place, asks you to decide today, or moves the talk to another app.</li>
        <li>Requests for your Aadhaar, PAN or a one-time code before any visit. Never share an OTP with anyone.</li>
      </ul>
    ),
  },
  {
    id: 'brokers',
    title: 'Brokers posing as owners',
    body: (
      <p>
        A listing says who posted it: owner, builder or agent. If an “owner” turns out to have many flats to show, or
        asks for brokerage or a “service charge” (often one month’s rent), you are dealing with a broker. Agents are
        welcome on {SITE_NAME}, but they must say so. Ask the owner for a recent electricity bill or property tax
        receipt in their name; a broker usually cannot show one.
      </p>
    ),
  },
  {
    id: 'documents',
    title: 'Check the documents',
    body: (
      <>
        <p>
          <strong>Renting:</strong> the owner’s identity proof, and proof that the property is theirs to let, such as
          the sale deed, the latest property tax receipt or an electricity bill in their name. In a society, ask whether
          tenants need its no-objection letter.
        </p>
        <p>
          <strong>Buying:</strong> the title deeds going back several years, an encumbrance certificate, the approved
          building plan and, for a new project, its RERA registration. Have a lawyer read them before you pay any
          booking amount.
        </p>
        <p>Share copies, never originals, and write on each copy what it is for and the date.</p>
      </>
    ),
  },
  {
    id: 'agreement',
    title: 'Rent agreement and police verification',
    body: (
      <p>
        Put everything in a written rent agreement on stamp paper, registered where your state requires it: the rent,
        the security deposit and when it comes back, the notice period and who pays maintenance. Many cities require the
        owner to register a tenant with the police (tenant verification), at the local station or on the state police
        website. An owner who asks for it is a careful owner, not a difficult one.
      </p>
    ),
  },
  {
    id: 'visit',
    title: 'Meet at the property',
    body: (
      <p>
        Visit in daylight and take someone with you. Meet at the property itself, not at an office, a café or a station.
        Check that the flat, the floor and the view match the listing, and that the keys the owner holds open the door.
      </p>
    ),
  },
  {
    id: 'report',
    title: 'Report a listing',
    body: (
      <p>
        If something feels wrong, choose <strong>Report this listing</strong> on its page and tell us what happened, or
        write to us through the <TextLink to="/contact">contact page</TextLink> or at <MailLink />. Our team reviews
        every report; the owner never learns who reported. A listing that several people report may be taken out of
        search until we have looked at it.
      </p>
    ),
  },
  {
    id: 'verified',
    title: 'What the Verified badge means, and what it does not',
    body: (
      <>
        <p>
          A <strong>Verified</strong> badge means our team saw the owner’s identity document and a document showing
          their right to sell or let, and saw the property, in person or on a video call. The badge shows the date of
          that check, and it comes off when the price, the place or the photos change, until we check again.
        </p>
        <p>{VERIFIED_TAG_LIMIT}</p>
      </>
    ),
  },
];
