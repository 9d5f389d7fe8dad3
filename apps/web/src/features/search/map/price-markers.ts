import { formatCardPrice, type LatLng, type Locale, type Purpose } from '@aangan/domain';
import type { LayerGroup, Map as LeafletMap } from 'leaflet';

/** A listing as the map shows it: where, and the price its marker reads. */
export interface MapListing {
  id: string;
  title: string;
  price: number;
  purpose: Purpose;
  point: LatLng;
}

export interface MarkerWords {
  locale: Locale;
  /** '12 listings here': a group's marker. */
  here: (count: number) => string;
  /** 'Open 2 BHK flat near Junagarh': a line of a crowded place's list. */
  open: (title: string) => string;
}

/** Markers closer than this many pixels join one group. */
const GROUP_RADIUS = 56;
/** Beyond this zoom nothing is split further: listings of one locality share its point (decision 036). */
const LAST_SPLIT_ZOOM = 16;
/** A crowded place's list shows this many listings; the results below the map list them all. */
const LIST_LENGTH = 8;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text = '',
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  made.textContent = text;
  return made;
}

/** A price marker's face: '₹18,000' for a listing, '12' (read '12 listings here') for a group. */
function markerFace(label: string, spoken?: string): HTMLElement {
  const face = element('span', 'map-marker');
  face.append(element('span', '', label));
  if (spoken) {
    face.firstElementChild?.setAttribute('aria-hidden', 'true');
    face.append(element('span', 'sr-only', spoken));
  }
  return face;
}

/** The list a crowded place opens: the listings sharing its point, each a link to its page. */
function placeList(listings: readonly MapListing[], words: MarkerWords, onOpen: (id: string) => void): HTMLElement {
  const list = element('ul', 'map-place-list');
  for (const listing of listings.slice(0, LIST_LENGTH)) {
    const link = element('a', 'map-place-link');
    link.href = `/property/${listing.id}`;
    link.setAttribute('aria-label', words.open(listing.title));
    link.append(element('span', 'map-place-title', listing.title));
    link.append(element('span', 'map-place-price', formatCardPrice(listing.price, listing.purpose, words.locale)));
    link.addEventListener('click', (event) => {
      event.preventDefault();
      onOpen(listing.id);
    });
    const item = element('li', '');
    item.append(link);
    list.append(item);
  }
  return list;
}

export interface MarkerLibraries {
  L: typeof import('leaflet');
  Supercluster: typeof import('supercluster').default;
}

/** Leaflet and supercluster, fetched with the map's own code. */
export async function loadMarkerLibraries(): Promise<MarkerLibraries> {
  const [{ default: L }, { default: Supercluster }] = await Promise.all([import('leaflet'), import('supercluster')]);
  return { L, Supercluster };
}

/**
 * Draws the listings on the map as price markers, grouped where they crowd at the map's zoom (supercluster), and
 * redraws them as the map moves. A listing's marker opens it; a group's zooms in until it splits, and a group that
 * cannot split (one locality's listings share its centre) opens the list of its listings. Returns the undo.
 */
export function drawPriceMarkers(
  { L, Supercluster }: MarkerLibraries,
  map: LeafletMap,
  listings: readonly MapListing[],
  words: MarkerWords,
  onOpen: (id: string) => void,
): () => void {
  const index = new Supercluster<{ listing: MapListing }>({ radius: GROUP_RADIUS, maxZoom: LAST_SPLIT_ZOOM });
  index.load(
    listings.map((listing) => ({
      type: 'Feature' as const,
      properties: { listing },
      geometry: { type: 'Point' as const, coordinates: [listing.point.lng, listing.point.lat] },
    })),
  );
  const layer: LayerGroup = L.layerGroup().addTo(map);

  const draw = () => {
    layer.clearLayers();
    const bounds = map.getBounds();
    const box: [number, number, number, number] = [
      bounds.getWest(),
      bounds.getSouth(),
      bounds.getEast(),
      bounds.getNorth(),
    ];
    for (const feature of index.getClusters(box, Math.round(map.getZoom()))) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      if ('cluster' in feature.properties && feature.properties.cluster) {
        const { cluster_id: id, point_count: count } = feature.properties;
        const icon = L.divIcon({
          className: 'map-marker-anchor',
          html: markerFace(String(count), words.here(count)),
          iconSize: undefined,
        });
        const marker = L.marker([lat, lng], { icon, keyboard: true, riseOnHover: true }).addTo(layer);
        marker.on('click', () => {
          const zoom = index.getClusterExpansionZoom(id);
          if (zoom <= LAST_SPLIT_ZOOM) {
            map.flyTo([lat, lng], zoom);
            return;
          }
          const leaves = index.getLeaves(id, LIST_LENGTH).map((leaf) => leaf.properties.listing);
          L.popup({ maxWidth: 280 })
            .setLatLng([lat, lng])
            .setContent(placeList(leaves, words, onOpen))
            .openOn(map);
        });
      } else {
        const { listing } = feature.properties as { listing: MapListing };
        const label = formatCardPrice(listing.price, undefined, words.locale);
        const icon = L.divIcon({ className: 'map-marker-anchor', html: markerFace(label), iconSize: undefined });
        const marker = L.marker([lat, lng], { icon, keyboard: true, riseOnHover: true, title: listing.title });
        marker.addTo(layer).on('click', () => onOpen(listing.id));
      }
    }
  };
  // The map may not have its first view yet (it is set beside this): draw once it has.
  map.whenReady(draw);
  map.on('moveend', draw);
  return () => {
    map.off('moveend', draw);
    layer.remove();
  };
}
