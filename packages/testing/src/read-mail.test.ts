import { describe, expect, it } from 'vitest';
import { parseMail } from './read-mail.ts';

// The shape nodemailer writes: multipart/alternative, a folded header, UTF-8 in an encoded subject and in a
// quoted-printable body. Written out here so the reader is checked without a mailer.
const CODE_MAIL = [
  'Content-Type: multipart/alternative;',
  ' boundary="--_NmP-test-Part_1"',
  'From: Aangan <no-reply@aangan.in>',
  'To: priya.verma@example.in',
  'Reply-To: kavita.joshi@example.in',
  'Subject: =?UTF-8?Q?Your_Aangan_code_=E2=80=94_verify?=',
  'MIME-Version: 1.0',
  '',
  '----_NmP-test-Part_1',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Namaste,',
  '',
  '    482913',
  '',
  'A long line that the mailer folds with a soft break at the end of the line, as=',
  ' quoted-printable does.',
  '=E2=80=94 Team Aangan',
  '----_NmP-test-Part_1',
  'Content-Type: text/html; charset=utf-8',
  '',
  '<p>482913</p>',
  '----_NmP-test-Part_1--',
  '',
].join('\n');

describe('parseMail', () => {
  it('reads the addresses, the decoded subject, the plain text and the code', async () => {
    const mail = await parseMail(CODE_MAIL);
    expect(mail).toMatchObject({
      to: 'priya.verma@example.in',
      replyTo: 'kavita.joshi@example.in',
      subject: 'Your Aangan code — verify',
      code: '482913',
    });
    expect(mail.text).toContain('as quoted-printable does.\n— Team Aangan');
    expect(mail.text).not.toContain('<p>');
  });

  it('finds no code in a mail without one', async () => {
    const mail = await parseMail('To: desk@aangan.test\nSubject: Hello\n\nPlain words, 2026 and 123456 inline.\n');
    expect(mail).toEqual({
      to: 'desk@aangan.test',
      replyTo: '',
      subject: 'Hello',
      text: 'Plain words, 2026 and 123456 inline.',
      code: undefined,
    });
  });
});
