import catalogues from 'virtual:messages/all';
import { SAVED_SEARCH_MESSAGES } from '@aangan/domain';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { MESSAGE_LIMITS } from './domain-messages';

const english = setupI18n({ locale: 'en', messages: { en: catalogues.en } });

// The server answers with the domain's messages: on an English page the part says exactly the same words.
describe('the saved-searches part says in English what the domain says', () => {
  it.each([
    ['saved-searches.error.alreadySaved', SAVED_SEARCH_MESSAGES.alreadySaved],
    ['saved-searches.error.limitReached', SAVED_SEARCH_MESSAGES.limitReached],
    ['saved-searches.error.nameRequired', SAVED_SEARCH_MESSAGES.nameRequired],
    ['saved-searches.error.nameTooLong', SAVED_SEARCH_MESSAGES.nameTooLong],
    ['saved-searches.error.notFound', SAVED_SEARCH_MESSAGES.notFound],
    ['saved-searches.error.unknownPlace', SAVED_SEARCH_MESSAGES.unknownPlace],
  ] as const)('%s', (key, domain) => {
    expect(english._(key, MESSAGE_LIMITS)).toBe(domain);
  });
});
