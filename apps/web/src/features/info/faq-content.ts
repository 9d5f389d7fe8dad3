import {
  COMMERCIAL_SUB_TYPES,
  type CommercialSubType,
  formatMegabytes,
  MAX_IMAGE_BYTES,
  WIZARD_STEPS,
  type WizardStep,
} from '@aangan/domain';
import type { MessageId } from '@lingui/core';

interface FaqItem {
  /** Stable id: the accordion's value and the React key. */
  id: string;
  question: MessageId;
  /** Its paragraphs, which may hold links and bold words (rich-text.tsx). */
  answer: readonly MessageId[];
}

export interface FaqGroup {
  id: string;
  title: MessageId;
  items: readonly FaqItem[];
}

// Keyed by the domain's steps and kinds, so a step or kind added there fails the type check until it is named here.
const STEP_NAMES: Record<WizardStep, MessageId> = {
  1: 'faq.step.basicDetails',
  2: 'faq.step.locationDetails',
  3: 'faq.step.propertyProfile',
  4: 'faq.step.mediaUpload',
  5: 'faq.step.additionalDetails',
};

const COMMERCIAL_KINDS: Record<Exclude<CommercialSubType, 'other'>, MessageId> = {
  office: 'faq.kind.office',
  shell: 'faq.kind.shell',
  retail: 'faq.kind.retail',
  'commercial-land': 'faq.kind.commercialLand',
  'agriculture-land': 'faq.kind.agricultureLand',
  'industrial-land': 'faq.kind.industrialLand',
  warehouse: 'faq.kind.warehouse',
  'cold-storage': 'faq.kind.coldStorage',
  factory: 'faq.kind.factory',
  hotel: 'faq.kind.hotel',
};

/** The figures and lists the answers name, from the domain, so an answer changes when the wizard or the limits do. */
export function faqValues(t: (id: MessageId) => string) {
  return {
    count: WIZARD_STEPS.length,
    steps: WIZARD_STEPS.map(({ step }) => t(STEP_NAMES[step])).join(', '),
    size: formatMegabytes(MAX_IMAGE_BYTES),
    kinds: COMMERCIAL_SUB_TYPES.flatMap((kind) => (kind === 'other' ? [] : [t(COMMERCIAL_KINDS[kind])])).join(', '),
  };
}

/** The FAQ (docs/product.md §2 'About and FAQ'), in two groups; answers describe what the product does today. */
export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'buyers',
    title: 'faq.buyers.title',
    items: [
      { id: 'contact-owner', question: 'faq.contactOwner.question', answer: ['faq.contactOwner.answer'] },
      { id: 'save-property', question: 'faq.saveProperty.question', answer: ['faq.saveProperty.answer'] },
      { id: 'verified', question: 'faq.verified.question', answer: ['faq.verified.answer'] },
      { id: 'report-fake', question: 'faq.reportFake.question', answer: ['faq.reportFake.answer'] },
      { id: 'data-security', question: 'faq.dataSecurity.question', answer: ['faq.dataSecurity.answer'] },
    ],
  },
  {
    id: 'owners',
    title: 'faq.owners.title',
    items: [
      {
        id: 'post-property',
        question: 'faq.postProperty.question',
        answer: ['faq.postProperty.answer1', 'faq.postProperty.answer2'],
      },
      { id: 'free-listing', question: 'faq.freeListing.question', answer: ['faq.freeListing.answer'] },
      { id: 'commercial', question: 'faq.commercial.question', answer: ['faq.commercial.answer'] },
      { id: 'edit-delete', question: 'faq.editDelete.question', answer: ['faq.editDelete.answer'] },
    ],
  },
];
