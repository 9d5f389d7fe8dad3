import {
  FOREIGN_UPLOAD_MESSAGE,
  formatMegabytes,
  IMAGE_TOO_LARGE_HINT,
  imageTooLargeMessage,
  LIST_SIGN_IN_MESSAGE,
  LISTING_MESSAGES,
  LISTING_NUMBER_RULES,
  MAX_IMAGE_BYTES,
  PROPERTY_NOT_FOUND_MESSAGE,
  TERMS_REQUIRED_TITLE,
  WIZARD_STEPS,
} from '@aangan/domain';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '../../i18n/i18n';
import { listingMessageWords } from './listing-messages';
import { STEP_TITLES } from './messages';

/** What the English catalogue says for a domain message, by the key the wizard shows it with. */
function englishFor(message: string): string | undefined {
  const words = listingMessageWords(message);
  return words && englishI18n._(words[0], words[1]);
}

// The wizard's checks and the listing API say these with the domain's constants: the English catalogue says the
// same, so an English page reads exactly as before and a Hindi page finds a key for each.
describe('the wizard says in English what the domain says', () => {
  it('has every listing message, word for word', () => {
    for (const message of Object.values(LISTING_MESSAGES)) expect(englishFor(message)).toBe(message);
  });

  it('has every message the number rules make from their labels and limits', () => {
    const messages = Object.values(LISTING_NUMBER_RULES).flatMap((rule) =>
      [rule.required, rule.number, rule.below, rule.above, rule.whole].filter((message) => message !== undefined),
    );
    expect(messages.length).toBeGreaterThan(30);
    for (const message of messages) expect(englishFor(message)).toBe(message);
  });

  it('has the save answers and toasts the domain words', () => {
    for (const message of [
      LIST_SIGN_IN_MESSAGE,
      FOREIGN_UPLOAD_MESSAGE,
      PROPERTY_NOT_FOUND_MESSAGE,
      TERMS_REQUIRED_TITLE,
    ])
      expect(englishFor(message)).toBe(message);
  });

  it('leaves words it has no key for as they come', () => {
    expect(listingMessageWords('Something the server said')).toBeUndefined();
  });

  it('names a picture that is too large as the domain does', () => {
    const limit = formatMegabytes(MAX_IMAGE_BYTES);
    expect(englishI18n._('wizard.toast.imageTooLarge', { name: 'flat.jpg', limit })).toBe(
      imageTooLargeMessage('flat.jpg'),
    );
    expect(englishI18n._('wizard.toast.imageTooLargeHint')).toBe(IMAGE_TOO_LARGE_HINT);
  });

  it('titles each step as the domain does', () => {
    for (const { step, title } of WIZARD_STEPS) expect(englishI18n._(STEP_TITLES[step])).toBe(title);
  });
});
