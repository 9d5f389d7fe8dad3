import type { Property } from '@aangan/domain';
import type { MapListing } from './price-markers';

/** The listings that have a place on the map (its public point: decision 036), as the map shows them. */
export function mapListings(properties: readonly Property[]): MapListing[] {
  return properties.flatMap(({ id, title, price, purpose, location }) =>
    location.map ? [{ id, title, price, purpose, point: location.map }] : [],
  );
}
