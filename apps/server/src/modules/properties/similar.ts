import {
  type Property,
  SIMILAR_LISTINGS_LIMIT,
  SIMILAR_ORDER,
  type SimilarOrderCriterion,
  similarPriceWindow,
} from '@aangan/domain';
import { and, between, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { checkListingVisible, isLive } from '../../access/listing-visibility.ts';
import type { Database } from '../../db/database.ts';
import { selectListings, toListing } from '../../db/listing-query.ts';
import { properties } from '../../db/schema.ts';
import { propertyNotFound } from '../../http/property-not-found.ts';

/** What a listing's similar ones are measured against, and what its visibility check needs. */
async function findSource(db: Database, id: string) {
  const [source] = await db
    .select({
      purpose: properties.purpose,
      type: properties.type,
      subType: properties.subType,
      price: properties.price,
      citySlug: properties.citySlug,
      localitySlug: properties.localitySlug,
      mapLatitude: properties.mapLatitude,
      mapLongitude: properties.mapLongitude,
      listed: properties.listed,
      postedById: properties.postedById,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return source;
}

type Source = NonNullable<Awaited<ReturnType<typeof findSource>>>;

/**
 * How far a listing's public point is from the source's, squared, in degrees of latitude: a degree of longitude
 * is shorter away from the equator by the cosine of the latitude. Within a city that is distance enough to rank
 * by; no listing without a point is nearer for it (nulls last), and a source without one ranks none.
 */
function distanceFrom(source: Source): SQL {
  // A constant, typed: a bare integer in ORDER BY would be read as the position of a column.
  if (source.mapLatitude === null || source.mapLongitude === null) return sql`0::float8`;
  const shrink = Math.cos((source.mapLatitude * Math.PI) / 180);
  return sql`power(${properties.mapLatitude} - ${source.mapLatitude}, 2) + power((${properties.mapLongitude} - ${source.mapLongitude}) * ${shrink}, 2) nulls last`;
}

/** The domain's order (SIMILAR_ORDER), criterion by criterion; a boolean sorts true first with `desc`. */
function orderFor(source: Source): Record<SimilarOrderCriterion, SQL> {
  return {
    // Nulls last: a row whose slugs are not written yet is no nearer for it.
    sameLocality: sql`(${properties.localitySlug} = ${source.localitySlug}) desc nulls last`,
    nearest: distanceFrom(source),
    sameSubType: sql`(${properties.subType} = ${source.subType}) desc`,
    closestPrice: sql`abs(${properties.price} - ${source.price})`,
    newest: desc(properties.createdAt),
  };
}

/**
 * The detail page's 'Similar properties' (decision 034): up to six live listings of the same purpose and type
 * in the same city, priced within the domain's window, the same locality first, then the nearest. Asked of a listing the viewer
 * may open (the detail route's own check, so the same 404s); never the listing itself nor the viewer's own.
 *
 * The listing is read by its key, then its similar ones in one statement. `properties_place_idx` (city slug,
 * type, purpose, …, price, where listed) serves it: a bitmap scan of the city's listings of that kind with the
 * price window in the index condition, then a top-6 sort of that range, never the rest of the table.
 */
export async function findSimilarProperties(
  db: Database,
  viewerId: string,
  id: string,
): Promise<{ items: Property[] }> {
  const source = await findSource(db, id);
  if (!source) throw propertyNotFound();
  await checkListingVisible(db, viewerId, source);
  // Slugs are written with every listing; only a row from before their backfill has none, and so no place.
  if (source.citySlug === null) return { items: [] };
  const { min, max } = similarPriceWindow(source.price);
  const order = orderFor(source);
  const inOrder = [...SIMILAR_ORDER.map((criterion) => order[criterion]), desc(properties.id)];
  // The six are chosen first, so the read model's poster and pictures are read for them alone.
  const similar = db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        isLive,
        eq(properties.citySlug, source.citySlug),
        eq(properties.type, source.type),
        eq(properties.purpose, source.purpose),
        between(properties.price, min, max),
        ne(properties.id, id),
        ne(properties.postedById, viewerId),
      ),
    )
    .orderBy(...inOrder)
    .limit(SIMILAR_LISTINGS_LIMIT)
    .as('similar');
  const rows = await selectListings(db)
    .innerJoin(similar, eq(similar.id, properties.id))
    .orderBy(...inOrder);
  return { items: rows.map(toListing) };
}
