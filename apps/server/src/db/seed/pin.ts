import { type LatLng, placeCentre } from '@aangan/domain';
import { createRng } from './random.ts';

/** How far from its locality's centre a generated listing may be: a locality is a few kilometres across. */
const MAX_KM = 1.5;
const KM_PER_DEGREE = 111.32;

// A million listings fall in a few dozen localities: each centre is looked up once.
const centres = new Map<string, LatLng>();

function localityCentre(city: string, locality: string): LatLng {
  const key = `${city}/${locality}`;
  let centre = centres.get(key);
  if (centre === undefined) {
    centre = placeCentre(city, locality);
    // places.test.ts holds every demo locality in the gazetteer; a new one must be added there.
    if (centre === undefined) throw new Error(`The gazetteer has no centre for ${locality}, ${city}`);
    centres.set(key, centre);
  }
  return centre;
}

/** FNV-1a: a listing's own seed from text it already has. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A generated listing's exact pin: a point spread evenly over a disc of 1.5 km around its locality's centre,
 * to 6 decimals (as a map's pin gives it). Drawn from a stream of its own, seeded by what makes the listing
 * itself (its title and time), so it is as reproducible as the rest and changes none of the other choices.
 */
export function generatedPin(city: string, locality: string, identity: string): LatLng {
  const centre = localityCentre(city, locality);
  const rng = createRng(hashOf(identity));
  const km = MAX_KM * Math.sqrt(rng());
  const angle = 2 * Math.PI * rng();
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    lat: round(centre.lat + (km * Math.cos(angle)) / KM_PER_DEGREE),
    lng: round(centre.lng + (km * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180))),
  };
}
