import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../i18n/i18n';
import { sendFailedReply } from './send-failed-reply';
import { openInNewWindow, whatsAppLink } from './whatsapp-link';

describe('whatsAppLink', () => {
  it('keeps only the digits of the number, country code included', () => {
    expect(whatsAppLink('+91 98290 00000', 'Hi')).toBe('https://wa.me/919829000000?text=Hi');
  });

  it('URL-encodes the text, including spaces, new lines, & and emoji', () => {
    expect(whatsAppLink('+91 98290 00000', 'Hello, I need some inquiry')).toBe(
      'https://wa.me/919829000000?text=Hello%2C%20I%20need%20some%20inquiry',
    );
    expect(whatsAppLink('919829000000', '2 BHK & parking?\nThanks 🙏')).toBe(
      'https://wa.me/919829000000?text=2%20BHK%20%26%20parking%3F%0AThanks%20%F0%9F%99%8F',
    );
  });
});

describe('openInNewWindow', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a new tab, cuts its link back to this page and reports success', () => {
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    expect(openInNewWindow('https://wa.me/1')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://wa.me/1', '_blank');
    expect(tab.opener).toBeNull();
  });

  it('reports failure when the popup is blocked or window.open throws', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openInNewWindow('https://wa.me/1')).toBe(false);
    vi.spyOn(window, 'open').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(openInNewWindow('https://wa.me/1')).toBe(false);
  });
});

describe('sendFailedReply', () => {
  it("says '+91' once, whether or not the shown number already has it", () => {
    const expected =
      'There was an issue sending your message. Please try again or contact us directly at +91 98290 00000.';
    const t = englishI18n._.bind(englishI18n);
    expect(sendFailedReply(t, '+91 98290 00000')).toBe(expected);
    expect(sendFailedReply(t, '98290 00000')).toBe(expected);
  });
});
