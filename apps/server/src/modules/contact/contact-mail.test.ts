import { describe, expect, it } from 'vitest';
import { contactMail } from './contact-mail.ts';

describe('contactMail', () => {
  it('escapes the person’s text in the HTML view and keeps it as written in the plain one', () => {
    const mail = contactMail(
      'desk@aangan.test',
      {
        name: 'Eve <script>',
        email: 'eve@example.in',
        phone: '9829054321',
        reason: 'other',
        subject: 'Hi',
        message: '<img src=x onerror=alert(1)>',
      },
      'ref-1',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.text).toContain('Name: Eve <script>');
    expect(mail.text).toContain('Reference: ref-1');
    expect(mail).toMatchObject({ to: 'desk@aangan.test', replyTo: 'eve@example.in', subject: '[Contact - Other] Hi' });
  });
});
