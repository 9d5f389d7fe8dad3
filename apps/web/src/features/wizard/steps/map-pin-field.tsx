import { INDIA_VIEW, type LatLng, type ListingFormValues, placeCentre } from '@aangan/domain';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { makeMap } from '../../../components/map/make-map';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingField } from '../fields/use-listing-field';

/** A locality seen whole: close enough to place a building, far enough to find it. */
const PLACE_ZOOM = 15;
/** Six decimals are about 10 cm: more only lengthens the listing. */
const PIN_DECIMALS = 6;
/** How far an arrow key moves the pin, in screen pixels (a few metres at the locality's zoom). */
const KEY_STEP_PIXELS = 8;
const KEY_STEPS: Record<string, [number, number]> = {
  ArrowUp: [0, -KEY_STEP_PIXELS],
  ArrowDown: [0, KEY_STEP_PIXELS],
  ArrowLeft: [-KEY_STEP_PIXELS, 0],
  ArrowRight: [KEY_STEP_PIXELS, 0],
};

function rounded(value: number): number {
  return Number(value.toFixed(PIN_DECIMALS));
}

/**
 * The property's map pin (issue 21, decision 036), optional: the map opens on the locality typed above (the
 * gazetteer's centre), the owner drags the pin or taps the map where the property is. The exact spot is the
 * owner's; everyone else sees the locality until the owner's number is shared.
 */
export function MapPinField() {
  const { t } = useI18n();
  const { control, setValue } = useFormContext<ListingFormValues>();
  const { error } = useListingField('latitude');
  const [city, locality, latitude, longitude] = useWatch({
    control,
    name: ['city', 'locality', 'latitude', 'longitude'],
  });
  const pin: LatLng | null = latitude != null && longitude != null ? { lat: latitude, lng: longitude } : null;
  const centre = placeCentre(city ?? '', locality ?? '') ?? null;
  const frame = useRef<HTMLDivElement>(null);
  const [leaflet, setLeaflet] = useState<{ L: typeof import('leaflet'); map: LeafletMap } | null>(null);
  const marker = useRef<Marker | null>(null);
  const hasView = useRef(false);

  const place = (point: LatLng) => {
    setValue('latitude', rounded(point.lat), { shouldDirty: true, shouldValidate: true });
    setValue('longitude', rounded(point.lng), { shouldDirty: true, shouldValidate: true });
  };
  const placeRef = useRef(place);
  placeRef.current = place;
  const pinLabelRef = useRef('');
  pinLabelRef.current = t('wizard.location.pin.marker');

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let made: LeafletMap | null = null;
    let isCancelled = false;
    void makeMap(element).then((ready) => {
      if (isCancelled) {
        ready.map.remove();
        return;
      }
      made = ready.map;
      ready.map.on('click', (event) => placeRef.current(event.latlng));
      setLeaflet(ready);
    });
    return () => {
      isCancelled = true;
      made?.remove();
    };
  }, []);

  // The view follows the locality typed until a pin is dropped; the pin then stays where the owner put it.
  const shown = pin ?? centre;
  const lat = shown?.lat;
  const lng = shown?.lng;
  useEffect(() => {
    if (!leaflet) return;
    const { L, map } = leaflet;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = null;
      map.setView([INDIA_VIEW.centre.lat, INDIA_VIEW.centre.lng], INDIA_VIEW.zoom, { animate: false });
      hasView.current = true;
      return;
    }
    if (!marker.current) {
      const dot = document.createElement('span');
      dot.className = 'map-pin';
      const icon = L.divIcon({ className: 'map-marker-anchor', html: dot, iconSize: undefined });
      const made = L.marker([lat, lng], { icon, draggable: true, keyboard: true }).addTo(map);
      made.on('dragend', () => placeRef.current(made.getLatLng()));
      // Dragging needs a pointer: the pin also moves with the arrow keys once it has focus (Tab reaches it).
      const element = made.getElement();
      element?.setAttribute('aria-label', pinLabelRef.current);
      element?.addEventListener('keydown', (event) => {
        const step = KEY_STEPS[event.key];
        if (!step) return;
        event.preventDefault();
        const at = map.latLngToContainerPoint(made.getLatLng()).add(step);
        placeRef.current(map.containerPointToLatLng(at));
      });
      marker.current = made;
    } else {
      marker.current.setLatLng([lat, lng]);
    }
    // A new place is brought into view; a pin dragged within the view leaves the view alone.
    if (!hasView.current || !map.getBounds().contains([lat, lng]) || map.getZoom() < PLACE_ZOOM - 3) {
      map.setView([lat, lng], PLACE_ZOOM, { animate: false });
      hasView.current = true;
    }
  }, [leaflet, lat, lng]);

  return (
    <fieldset className="flex min-w-0 flex-col gap-2 sm:col-span-2">
      <legend className="mb-1 font-medium text-foreground text-sm">{t('wizard.location.pin.title')}</legend>
      <p className="text-muted-foreground text-sm">{t('wizard.location.pin.text')}</p>
      <div
        ref={frame}
        aria-label={t('wizard.location.pin.map')}
        role="application"
        className="h-64 w-full overflow-hidden rounded-lg border bg-muted"
      />
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-muted-foreground" aria-live="polite">
          {pin
            ? t('wizard.location.pin.set', { lat: pin.lat.toFixed(5), lng: pin.lng.toFixed(5) })
            : t('wizard.location.pin.none')}
        </p>
        {pin && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              setValue('latitude', null, { shouldDirty: true });
              setValue('longitude', null, { shouldDirty: true });
            }}
          >
            {t('wizard.location.pin.remove')}
          </Button>
        )}
      </div>
      {error && <p className="text-danger text-sm">{error}</p>}
    </fieldset>
  );
}
