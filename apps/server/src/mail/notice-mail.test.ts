import { describe, expect, it } from 'vitest';
import { mailWords } from './mail-words.ts';
import { noticeMail } from './notice-mail.ts';

describe('noticeMail', () => {
  const mail = noticeMail({
    to: 'asha@example.in',
    words: mailWords('en'),
    name: 'Asha <Sharma>',
    subject: 'We could not verify your listing: 2 BHK & terrace',
    paragraphs: ['The Aangan team could not verify your listing “2 BHK & terrace”. Our reason:'],
    quote: 'The deed names <b>someone else</b>.\nSend the sale deed.',
    closing: ['You can ask again from My Properties.'],
    action: { label: 'Open My Properties', url: 'https://aangan.in/my-properties?a=1&b=2' },
  });

  it('reads in plain text: greeting, words, the reason indented, then the link', () => {
    expect(mail.text).toBe(
      [
        'Namaste Asha <Sharma>,',
        '',
        'The Aangan team could not verify your listing “2 BHK & terrace”. Our reason:',
        '',
        '    The deed names <b>someone else</b>.',
        '    Send the sale deed.',
        '',
        'You can ask again from My Properties.',
        '',
        'Open My Properties: https://aangan.in/my-properties?a=1&b=2',
        '',
        '— Team Aangan',
      ].join('\n'),
    );
  });

  it('escapes people’s words in HTML and quotes the reason', () => {
    expect(mail.html).toContain('Namaste Asha &#60;Sharma&#62;,');
    expect(mail.html).toContain('The deed names &#60;b&#62;someone else&#60;/b&#62;.');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('href="https://aangan.in/my-properties?a=1&#38;b=2"');
  });

  it('greets and signs off in the reader’s language, its HTML in that language', () => {
    const hindi = noticeMail({
      to: 'asha@example.in',
      words: mailWords('hi'),
      name: 'Asha',
      subject: 'x',
      paragraphs: ['y'],
      action: { label: 'z', url: 'https://aangan.in/hi' },
    });
    expect(hindi.text.startsWith('नमस्ते Asha,\n')).toBe(true);
    expect(hindi.text.endsWith('— टीम आँगन')).toBe(true);
    expect(hindi.html).toContain('<html lang="hi-IN">');
  });
});
