import { describe, expect, it } from 'vitest';
import { replyMail } from './reply-mail.ts';

describe('replyMail', () => {
  it('escapes both texts in the HTML view and keeps them as written in the plain one', () => {
    const mail = replyMail({
      original: {
        name: 'Eve <script>',
        email: 'eve@example.in',
        subject: '<b>Hi</b>',
        message: '<img src=x onerror=alert(1)>',
        createdAt: new Date('2026-11-12T06:00:00Z'),
        locale: 'en',
      },
      reply: 'We saw <this> & fixed it.',
      supportEmail: 'desk@aangan.test',
    });
    expect(mail).toMatchObject({ to: 'eve@example.in', replyTo: 'desk@aangan.test', subject: 'Re: <b>Hi</b>' });
    expect(mail.html).not.toMatch(/<script|<img|<this>|<b>Hi/);
    expect(mail.html).toContain('We saw &#60;this&#62; &#38; fixed it.');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.text).toContain('Namaste Eve <script>,\n\nWe saw <this> & fixed it.');
    expect(mail.text).toContain(
      'On 12 Nov 2026, you wrote to us:\n> Subject: <b>Hi</b>\n>\n> <img src=x onerror=alert(1)>',
    );
  });

  it('frames the reply in the language of the page the message came from', () => {
    const mail = replyMail({
      original: {
        name: 'Ravi',
        email: 'ravi@example.in',
        subject: 'किराया',
        message: 'क्या फ़्लैट खाली है?',
        createdAt: new Date('2026-11-12T06:00:00Z'),
        locale: 'hi',
      },
      reply: 'जी हाँ, खाली है।',
      supportEmail: 'desk@aangan.test',
    });
    expect(mail.text).toBe(
      [
        'नमस्ते Ravi,',
        '',
        'जी हाँ, खाली है।',
        '',
        '— टीम आँगन',
        '',
        '12 नवंबर 2026 को आपने हमें लिखा था:',
        '> विषय: किराया',
        '>',
        '> क्या फ़्लैट खाली है?',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="hi-IN">');
  });
});
