/**
 * A WhatsApp click-to-chat link with the message typed in. wa.me wants the full international
 * number as digits only ('+91 98290 00000' → '919829000000'); the text must be URL-encoded.
 */
export function whatsAppLink(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/**
 * Opens a URL in a new tab and says whether the browser allowed it (false when a popup blocker
 * stepped in). Passing 'noopener' to window.open would make it return null even on success, so the
 * new tab's link back to this page is cut by hand instead.
 */
export function openInNewWindow(url: string): boolean {
  try {
    const opened = window.open(url, '_blank');
    if (!opened) return false;
    opened.opener = null;
    return true;
  } catch {
    // Sandboxed frames can throw instead of returning null; that is a blocked popup too.
    return false;
  }
}
