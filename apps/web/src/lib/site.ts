/** Contact details shown across the site; operators override them with VITE_* variables at build time. */

function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

export const SITE_NAME = 'Aangan';

export const SUPPORT_EMAIL = setting(import.meta.env.VITE_SUPPORT_EMAIL, 'support@aangan.in');

export const BUSINESS_PHONE = setting(import.meta.env.VITE_BUSINESS_PHONE, '+91 98290 00000');

export const OFFICE_ADDRESS = setting(
  import.meta.env.VITE_OFFICE_ADDRESS,
  'Aangan Realty, Station Road, Bikaner, Rajasthan 334001',
);

/** A dialable form of the phone number for tel: links ("+919829000000"). */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
