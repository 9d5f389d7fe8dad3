/** A tel: address keeps the digits and a leading +: '+91 98765 43210' dials as +919876543210. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
