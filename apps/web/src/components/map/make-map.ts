import type { Map as LeafletMap, MapOptions } from 'leaflet';
import { MAP_TILES } from '../../lib/site';
import 'leaflet/dist/leaflet.css';
import './map.css';

export type Leaflet = typeof import('leaflet');

/**
 * A Leaflet map in an element, on the operator's tiles with their credit (MAP_TILE_URL, MAP_TILE_ATTRIBUTION).
 * Leaflet comes with the code that calls this, which a page loads only when it shows a map; it needs the
 * window, so maps are made after the first render (a server-rendered page has their frame).
 */
export async function makeMap(
  element: HTMLElement,
  options: MapOptions = {},
): Promise<{ L: Leaflet; map: LeafletMap }> {
  const { default: L } = await import('leaflet');
  const map = L.map(element, { scrollWheelZoom: false, zoomSnap: 0.5, ...options });
  L.tileLayer(MAP_TILES.url, { attribution: MAP_TILES.attribution, maxZoom: 18 }).addTo(map);
  map.attributionControl.setPrefix(false);
  return { L, map };
}
