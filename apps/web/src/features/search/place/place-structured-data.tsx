import { breadcrumbData, itemListData, type Place } from '@aangan/domain';
import { JsonLd } from '../../../components/json-ld';
import { useI18n } from '../../../i18n/use-i18n';
import { SITE_URL } from '../../../lib/site';
import { RESULTS_PAGE_SIZE, useSearchResults } from '../results/api';
import { useSearchState } from '../use-search-state';
import { usePlaceTrail } from './place-links';

/** What search engines read on a place page: where it sits, and the page of listings it shows. */
export function PlaceStructuredData({ place }: { place: Place }) {
  const trail = usePlaceTrail(place);
  const { tab, filters, page, sort, location } = useSearchState();
  const { locale } = useI18n();
  // The results section's own query (one cache entry): the listings on screen, in their order.
  const results = useSearchResults({
    tab,
    filters,
    page,
    sort,
    place: { city: place.city.slug, locality: place.locality?.slug },
    location,
  });
  const items = (results.data?.items ?? []).map((listing) => ({
    name: listing.title,
    path: `/property/${listing.id}`,
  }));
  return (
    <>
      <JsonLd data={breadcrumbData(SITE_URL, trail, locale)} />
      {items.length > 0 && <JsonLd data={itemListData(SITE_URL, items, (page - 1) * RESULTS_PAGE_SIZE, locale)} />}
    </>
  );
}
