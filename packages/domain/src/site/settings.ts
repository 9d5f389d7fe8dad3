/**
 * The business's public contact details (spec placeholders {email}, {phone} and the Bikaner office), and the
 * map's tiles.
 * The server reads them from its environment and hands them to the web app inside index.html, so an
 * operator sets them once, at run time.
 */
export interface SiteSettings {
  supportEmail: string;
  /** Digits only, without the country code (e.g. '9829000000'). */
  businessPhone: string;
  officeAddress: string;
  /** Where the site is reached (PUBLIC_URL), for the absolute addresses of canonical links and structured data. */
  siteUrl: string;
  /** The map's tile address with {z}, {x} and {y} (MAP_TILE_URL); OpenStreetMap's by default. */
  mapTileUrl: string;
  /** The credit the tiles' provider asks for, shown on every map (MAP_TILE_ATTRIBUTION). */
  mapAttribution: string;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  supportEmail: 'support@aangan.in',
  businessPhone: '9829000000',
  officeAddress: 'Aangan Realty, Station Road, Bikaner, Rajasthan 334001',
  siteUrl: 'http://localhost:3000',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap contributors',
};

/** The name of the <meta> element whose content carries the settings as JSON. */
export const SITE_SETTINGS_META = 'aangan-site';

/** The id of the JSON <script> in which a server-rendered page hands its data to the browser's app. */
export const PAGE_STATE_ELEMENT_ID = 'aangan-state';

/** '9829000000' → '+91 98290 00000'; numbers of another length are shown as given. */
export function formatIndianPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  if (digits.length !== 10) return phone.trim();
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** A tel: link that dials from anywhere ('tel:+919829000000'). */
export function toTelHref(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  return digits.length === 10 ? `tel:+91${digits}` : `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Reads settings from untrusted JSON, keeping a default for anything missing or malformed. */
export function parseSiteSettings(json: string | null | undefined): SiteSettings {
  let value: unknown;
  try {
    value = json ? JSON.parse(json) : {};
  } catch {
    value = {};
  }
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (key: keyof SiteSettings) => {
    const field = record[key];
    return typeof field === 'string' && field.trim() !== '' ? field.trim() : DEFAULT_SITE_SETTINGS[key];
  };
  return {
    supportEmail: text('supportEmail'),
    businessPhone: text('businessPhone'),
    officeAddress: text('officeAddress'),
    siteUrl: text('siteUrl').replace(/\/+$/, ''),
    mapTileUrl: text('mapTileUrl'),
    mapAttribution: text('mapAttribution'),
  };
}
