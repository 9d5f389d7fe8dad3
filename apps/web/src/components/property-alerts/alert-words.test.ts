import catalogues from 'virtual:messages/all';
import { AUTH_MESSAGES, GUEST_ALERT_MESSAGES, SAVED_SEARCH_MESSAGES } from '@aangan/domain';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { REFUSAL_LIMITS } from './alert-refusal';

const english = setupI18n({ locale: 'en', messages: { en: catalogues.en } });

// The server answers in the domain's words: on an English page the alert box says exactly the same.
describe('the alert box says in English what the domain says', () => {
  it.each([
    ['search.alerts.confirmSent', GUEST_ALERT_MESSAGES.confirmSent],
    ['search.alerts.error.emailRequired', GUEST_ALERT_MESSAGES.emailRequired],
    ['search.alerts.error.emailInvalid', AUTH_MESSAGES.emailInvalid],
    ['search.alerts.error.emailTooLong', AUTH_MESSAGES.emailTooLong],
    ['search.alerts.error.limitReached', GUEST_ALERT_MESSAGES.limitReached],
    ['search.alerts.error.rateLimited', GUEST_ALERT_MESSAGES.rateLimited],
    ['search.alerts.error.savedLimit', SAVED_SEARCH_MESSAGES.limitReached],
  ] as const)('%s', (key, domain) => {
    expect(english._(key, REFUSAL_LIMITS)).toBe(domain);
  });
});
