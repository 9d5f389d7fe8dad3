import { formatIndianPhone, parseSiteSettings, SITE_SETTINGS_META, toTelHref } from '@aangan/domain';

/**
 * The operator's contact details, set in the server's environment (SUPPORT_EMAIL, BUSINESS_PHONE,
 * OFFICE_ADDRESS) and handed over in index.html; the Vite dev server has none, so defaults apply there. On the
 * server the renderer finds the same JSON under the same name on globalThis, set before it is loaded.
 */
const settings = parseSiteSettings(
  typeof document === 'undefined'
    ? (globalThis as { [SITE_SETTINGS_META]?: string })[SITE_SETTINGS_META]
    : document.querySelector<HTMLMetaElement>(`meta[name="${SITE_SETTINGS_META}"]`)?.content,
);

export { SITE_NAME } from '@aangan/domain';

export const SUPPORT_EMAIL = settings.supportEmail;

/** As shown to people: '+91 98290 00000'. */
export const BUSINESS_PHONE = formatIndianPhone(settings.businessPhone);

export const BUSINESS_PHONE_HREF = toTelHref(settings.businessPhone);

export const OFFICE_ADDRESS = settings.officeAddress;

/** The site's own address without a trailing slash ('https://aangan.in'), as the operator set PUBLIC_URL. */
export const SITE_URL = settings.siteUrl;

/** The map's tiles, as the operator set MAP_TILE_URL and MAP_TILE_ATTRIBUTION. */
export const MAP_TILES = { url: settings.mapTileUrl, attribution: settings.mapAttribution };
