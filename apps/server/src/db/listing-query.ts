import type { LatLng, ListingForEdit, Property } from '@aangan/domain';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { toPin, toProperty } from './listing-mapper.ts';
import { properties, propertyImages, user } from './schema.ts';

/**
 * Every column of a listing except its search texts: lower-cased copies of the title, description and address kept
 * for the trigram indexes, never shown, and most of a row's bytes (a page of 12 sent ~7 KB of them).
 */
const { searchText: _searchText, locationText: _locationText, ...listingColumns } = getTableColumns(properties);

/** Listings with their poster's name and picture addresses (cover first), in one query; add where/order. */
export function selectListings(db: Database) {
  return db
    .select({
      property: listingColumns,
      posterName: user.name,
      imageUrls: sql<
        string[]
      >`array(select ${propertyImages.url} from ${propertyImages} where ${propertyImages.propertyId} = ${properties.id} order by ${propertyImages.position})`,
    })
    .from(properties)
    .innerJoin(user, eq(user.id, properties.postedById));
}

type ListingRow = Awaited<ReturnType<ReturnType<typeof selectListings>['execute']>>[number];

export function toListing(row: ListingRow): Property {
  return toProperty(row.property, row.imageUrls, row.posterName);
}

/**
 * A listing with its exact pin in `location.pin` (decision 036), for its owner or a person who opened its contact;
 * `showPin` false gives null there, for everyone else.
 */
export function toPinnedListing(row: ListingRow, showPin = true): ListingForEdit {
  const listing = toListing(row);
  const pin: LatLng | null = showPin ? toPin(row.property) : null;
  return { ...listing, location: { ...listing.location, pin } };
}
