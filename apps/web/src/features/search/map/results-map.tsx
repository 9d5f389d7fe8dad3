import { type BoundingBox, boxOfView, INDIA_VIEW } from '@aangan/domain';
import type { LatLngBounds, Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { makeMap } from '../../../components/map/make-map';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../i18n/use-i18n';
import { cn } from '../../../lib/utils';
import { drawPriceMarkers, loadMarkerLibraries, type MapListing, type MarkerWords } from './price-markers';

interface ResultsMapProps {
  /** The listings to show, each at its public point (never more precise than its locality: decision 036). */
  listings: readonly MapListing[];
  /** The box the results were searched in: the map opens on it rather than on the listings. */
  searchedBox?: BoundingBox | undefined;
  /** 'Search this area': the box the map shows now, within India. */
  onSearchArea: (box: BoundingBox) => void;
  /** A listing's marker, or its line in a crowded place's list, was chosen. */
  onOpen: (id: string) => void;
  className?: string;
}

/** How close the map comes to a handful of listings: a neighbourhood, not a street. */
const CLOSEST_FIT = 14;

function boxOf(bounds: LatLngBounds): BoundingBox {
  return { south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() };
}

/**
 * The results on a map (issue 21): the listings as price markers, grouped where they crowd (price-markers.ts).
 * Moving the map away from what it opened on offers 'Search this area'. This file, and Leaflet with it, is
 * loaded only when the page shows its map.
 */
export function ResultsMap({ listings, searchedBox, onSearchArea, onOpen, className }: ResultsMapProps) {
  const { t, locale } = useI18n();
  const frame = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  // What the map opened on, and what it shows now: they differ once the person has moved it.
  const opened = useRef<LatLngBounds | null>(null);
  const [view, setView] = useState<LatLngBounds | null>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let made: LeafletMap | null = null;
    let isCancelled = false;
    void makeMap(element).then(({ map: leaflet }) => {
      if (isCancelled) {
        leaflet.remove();
        return;
      }
      leaflet.on('moveend', () => setView(leaflet.getBounds()));
      made = leaflet;
      setMap(leaflet);
    });
    return () => {
      isCancelled = true;
      made?.remove();
    };
  }, []);

  // Opens on the searched box, else on the listings, else on India; each new search opens afresh.
  useEffect(() => {
    if (!map) return;
    let isCancelled = false;
    void import('leaflet').then(({ default: L }) => {
      if (isCancelled) return;
      const still = { animate: false };
      if (searchedBox) {
        const { south, west, north, east } = searchedBox;
        map.fitBounds(L.latLngBounds([south, west], [north, east]), still);
      } else if (listings.length > 0) {
        const points = listings.map(({ point }) => L.latLng(point.lat, point.lng));
        map.fitBounds(L.latLngBounds(points), { ...still, padding: [32, 32], maxZoom: CLOSEST_FIT });
      } else {
        map.setView([INDIA_VIEW.centre.lat, INDIA_VIEW.centre.lng], INDIA_VIEW.zoom, still);
      }
      opened.current = map.getBounds();
      setView(opened.current);
    });
    return () => {
      isCancelled = true;
    };
  }, [map, listings, searchedBox]);

  const words = useMemo<MarkerWords>(
    () => ({
      locale,
      here: (count) => t('search.map.here', { count, n: count }),
      open: (title) => t('search.map.open', { title }),
    }),
    [locale, t],
  );
  useEffect(() => {
    if (!map) return;
    let undraw: (() => void) | undefined;
    let isCancelled = false;
    void loadMarkerLibraries().then((libraries) => {
      if (!isCancelled) undraw = drawPriceMarkers(libraries, map, listings, words, onOpen);
    });
    return () => {
      isCancelled = true;
      undraw?.();
    };
  }, [map, listings, words, onOpen]);

  const hasMoved = view !== null && opened.current !== null && !view.equals(opened.current, 1e-6);
  const area = view ? boxOfView(boxOf(view)) : null;
  return (
    <figure className="m-0 flex min-w-0 flex-col gap-1.5">
      <div className={cn('relative isolate overflow-hidden rounded-xl border bg-muted', className)}>
        <section ref={frame} aria-label={t('search.map.label')} className="size-full" />
        {hasMoved && (
          <div className="-translate-x-1/2 pointer-events-none absolute top-3 left-1/2 z-[1000]">
            <Button
              type="button"
              size="sm"
              className="pointer-events-auto rounded-full shadow-md"
              disabled={!area}
              onClick={() => area && onSearchArea(area)}
            >
              {area ? t('search.map.searchArea') : t('search.map.zoomIn')}
            </Button>
          </div>
        )}
      </div>
      {/* The public point is the locality's centre (decision 036): the map says so. */}
      <figcaption className="text-muted-foreground text-xs">{t('search.map.approximate')}</figcaption>
    </figure>
  );
}
