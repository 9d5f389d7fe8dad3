import catalogues from 'virtual:messages/all';
import { ALERT_MESSAGES } from '@aangan/domain';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { unsubscribeRefusal } from './unsubscribe-words';

const english = setupI18n({ locale: 'en', messages: { en: catalogues.en } });

// The server refuses a link in the domain's words: on an English page the part says exactly the same.
describe('an unsubscribe link’s refusals', () => {
  it.each(Object.values(ALERT_MESSAGES))('%s', (message) => {
    const key = unsubscribeRefusal(new ApiError(400, { code: 'BAD_REQUEST', message }));
    expect(key && english._(key)).toBe(message);
  });

  it('calls any other refusal a link that does not work, and the server’s trouble none', () => {
    expect(unsubscribeRefusal(new ApiError(404, { code: 'NOT_FOUND', message: 'Not found' }))).toBe(
      'saved-searches.unsubscribe.linkInvalid',
    );
    expect(unsubscribeRefusal(new ApiError(503, { code: 'INTERNAL', message: 'Down' }))).toBeUndefined();
    expect(unsubscribeRefusal(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
