import { formatIndianPhone, parseSiteSettings, SITE_SETTINGS_META, type SiteSettings, toTelHref } from '@aangan/domain';

export { SITE_NAME } from '@aangan/domain';

/*
 * The operator's contact details, set in the server's environment (SUPPORT_EMAIL, BUSINESS_PHONE,
 * OFFICE_ADDRESS) and handed over in index.html; the Vite dev server has none, so defaults apply there. On the
 * server the renderer is handed them with every page (`applySiteSettings`): one process may hold apps with
 * different settings (the server's tests share their modules), so none may be fixed when the module loads.
 * The exports are live bindings: a reader sees the settings applied last.
 */

export let SUPPORT_EMAIL: string;

/** As shown to people: '+91 98290 00000'. */
export let BUSINESS_PHONE: string;

export let BUSINESS_PHONE_HREF: string;

export let OFFICE_ADDRESS: string;

/** The site's own address without a trailing slash ('https://aangan.in'), as the operator set PUBLIC_URL. */
export let SITE_URL: string;

/** The map's tiles, as the operator set MAP_TILE_URL and MAP_TILE_ATTRIBUTION. */
export let MAP_TILES: { url: string; attribution: string };

/** The server's renderer applies the rendering app's settings before each page (entry-server.tsx). */
export function applySiteSettings(settings: SiteSettings): void {
  SUPPORT_EMAIL = settings.supportEmail;
  BUSINESS_PHONE = formatIndianPhone(settings.businessPhone);
  BUSINESS_PHONE_HREF = toTelHref(settings.businessPhone);
  OFFICE_ADDRESS = settings.officeAddress;
  SITE_URL = settings.siteUrl;
  MAP_TILES = { url: settings.mapTileUrl, attribution: settings.mapAttribution };
}

applySiteSettings(
  parseSiteSettings(
    typeof document === 'undefined'
      ? undefined
      : document.querySelector<HTMLMetaElement>(`meta[name="${SITE_SETTINGS_META}"]`)?.content,
  ),
);
