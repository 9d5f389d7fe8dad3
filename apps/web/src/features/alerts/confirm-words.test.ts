import catalogues from 'virtual:messages/all';
import { ALERT_MESSAGES, GUEST_ALERT_MESSAGES } from '@aangan/domain';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { confirmRefusal } from './confirm-words';

const english = setupI18n({ locale: 'en', messages: { en: catalogues.en } });

// The server refuses a link in the domain's words: on an English page the part says exactly the same.
describe('a confirmation link’s refusals', () => {
  it.each([
    ALERT_MESSAGES.tokenRequired,
    GUEST_ALERT_MESSAGES.linkInvalid,
    GUEST_ALERT_MESSAGES.linkExpired,
    GUEST_ALERT_MESSAGES.alertGone,
  ])('%s', (message) => {
    const key = confirmRefusal(new ApiError(400, { code: 'BAD_REQUEST', message }));
    expect(key && english._(key)).toBe(message);
  });

  it('calls any other refusal a link that does not work, and the server’s trouble none', () => {
    expect(confirmRefusal(new ApiError(404, { code: 'NOT_FOUND', message: 'Not found' }))).toBe(
      'saved-searches.confirm.linkInvalid',
    );
    expect(confirmRefusal(new ApiError(503, { code: 'INTERNAL', message: 'Down' }))).toBeUndefined();
    expect(confirmRefusal(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
