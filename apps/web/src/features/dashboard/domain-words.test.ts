import {
  APPEAL_STATUS_LABELS,
  EXPIRY_MESSAGES,
  HIDE_REASON_LABELS,
  HIDE_REASONS,
  LISTING_PURPOSE_LABELS,
  PURPOSES,
} from '@aangan/domain';
import { describe, expect, it } from 'vitest';
import english from '../../i18n/locales/en/dashboard.json';

const words = english as Record<string, string>;

// The server says these in mails and answers with the domain's constants: the dashboard's English says the same.
describe('the dashboard says in English what the domain says', () => {
  it('names the team’s reasons for hiding a listing as the console and mails do', () => {
    for (const reason of HIDE_REASONS) expect(words[`dashboard.hideReason.${reason}`]).toBe(HIDE_REASON_LABELS[reason]);
  });

  it('names an appeal’s state as the domain does', () => {
    expect(words['dashboard.moderation.upheld']).toBe(APPEAL_STATUS_LABELS.upheld);
    expect(words['dashboard.moderation.restored']).toBe(APPEAL_STATUS_LABELS.restored);
    expect(words['dashboard.moderation.appealSent']).toMatch(new RegExp(`^${APPEAL_STATUS_LABELS.open}`));
  });

  it('says a listing’s period in the reminders’ words', () => {
    expect(words['dashboard.expiry.expired']).toBe(EXPIRY_MESSAGES.expiredLabel);
    expect(words['dashboard.expiry.withdrawn']).toBe(EXPIRY_MESSAGES.withdrawnLabel);
    expect(words['dashboard.expiry.expiredNotice']).toBe(EXPIRY_MESSAGES.expiredNotice);
    expect(words['dashboard.expiry.withdrawnNotice']).toBe(EXPIRY_MESSAGES.withdrawnNotice);
    expect(words['dashboard.expiry.renew']).toBe(EXPIRY_MESSAGES.renew);
    expect(words['dashboard.expiry.renewed']).toBe(EXPIRY_MESSAGES.renewDone);
  });

  it('names a purpose on a card as listing cards do', () => {
    for (const purpose of PURPOSES)
      expect(words[`dashboard.card.purpose.${purpose}`]).toBe(LISTING_PURPOSE_LABELS[purpose]);
  });
});
