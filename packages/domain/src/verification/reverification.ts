/**
 * What a moderator checked and a Verified badge vouches for: the price, where the property is, what it is,
 * and its photos. Changing any of these on a verified listing sends it back for re-verification (issue 16);
 * the description, amenities and the rest do not.
 */
export interface VerifiedFacts {
  price: number;
  type: string;
  subType: string;
  city: string;
  locality: string;
  subLocality: string | null;
  society: string | null;
  address: string;
  pincode: string;
  /** The pictures in their order, cover first. */
  images: readonly string[];
}

const SCALAR_FACTS = [
  'price',
  'type',
  'subType',
  'city',
  'locality',
  'subLocality',
  'society',
  'address',
  'pincode',
] as const satisfies readonly (keyof VerifiedFacts)[];

/** The verified facts an edit changed, by name (empty when it may keep its badge). */
export function changedVerifiedFacts(before: VerifiedFacts, after: VerifiedFacts): (keyof VerifiedFacts)[] {
  const changed: (keyof VerifiedFacts)[] = SCALAR_FACTS.filter(
    (fact) => (before[fact] ?? null) !== (after[fact] ?? null),
  );
  const samePhotos =
    before.images.length === after.images.length && before.images.every((image, i) => image === after.images[i]);
  if (!samePhotos) changed.push('images');
  return changed;
}
