import { describe, expect, it } from 'vitest';
import { reminderMail } from './reminder-mail.ts';

const notice = {
  ownerEmail: 'asha@example.in',
  ownerName: 'Asha',
  title: 'Haveli with courtyard',
  expiresAt: new Date('2027-03-02T06:30:00.000Z'),
  renewUrl: 'https://aangan.in/listing-status?action=renew&token=abc.def',
  withdrawUrl: 'https://aangan.in/listing-status?action=withdraw&token=abc.def',
};

describe('reminderMail', () => {
  it('asks in English with the spec’s words and the signed links as they are', () => {
    const mail = reminderMail({ ...notice, ownerLocale: 'en' });
    expect(mail.subject).toBe('Is your property still available?');
    expect(mail.text).toContain('leaves search on 2 Mar 2027');
    expect(mail.text).toContain(
      'Yes, it is still available: https://aangan.in/listing-status?action=renew&token=abc.def',
    );
  });

  it('asks a Hindi reader in Hindi, with the date in Hindi and the links opening the Hindi page', () => {
    const mail = reminderMail({ ...notice, ownerLocale: 'hi' });
    expect(mail.subject).toBe('क्या आपकी प्रॉपर्टी अभी भी उपलब्ध है?');
    expect(mail.text).toContain('नमस्ते Asha,');
    expect(mail.text).toContain('2 मार्च 2027 को खोज से हट जाएगी');
    expect(mail.text).toContain(
      'हाँ, यह अभी भी उपलब्ध है: https://aangan.in/hi/listing-status?action=renew&token=abc.def',
    );
    expect(mail.html).toContain('<html lang="hi-IN">');
  });
});
