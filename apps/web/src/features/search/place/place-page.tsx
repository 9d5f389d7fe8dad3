import { formatCount, type Place, type PlaceSegment, placePageMeta } from '@aangan/domain';
import { Navigate, useLocation, useParams } from 'react-router';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageSpinner } from '../../../components/page-spinner';
import { useI18n } from '../../../i18n/use-i18n';
import { SITE_NAME } from '../../../lib/site';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SearchResultsSection } from '../results/search-results-section';
import { SECTION_TITLES } from '../tabs';
import { usePlace } from './api';
import { readPlaceAddress } from './place-address';
import { LocalityLinks, OtherSegmentLinks, PlaceBreadcrumbs } from './place-links';
import { PlaceStructuredData } from './place-structured-data';
import { PLACE_COUNTS, PLACE_HEADINGS, placeName } from './place-words';

/**
 * A city or locality page (/rent/bikaner, /rent/bikaner/sadul-ganj; decision 023): the heading in words, the
 * count, breadcrumbs, the results with the usual filters and paging (in the query string, as on
 * /rent?view=all), and links to the other segments and the city's localities. It renders from the place's
 * query alone, which the server's rendering may have filled already.
 */
export function PlacePage() {
  const { pathname, search } = useLocation();
  const address = readPlaceAddress(pathname, useParams());
  if (address.kind === 'unknown') return <NotFoundPage />;
  // A name typed or linked in another spelling goes to its one address (the server answers 301 first).
  if (address.kind === 'moved') return <Navigate to={{ pathname: address.to, search }} replace />;
  return <PlaceView segment={address.segment} city={address.city} locality={address.locality} />;
}

function PlaceView({ segment, city, locality }: { segment: PlaceSegment; city: string; locality?: string }) {
  const { t, locale } = useI18n();
  const { data: place, isPending, isError, refetch, isRefetching } = usePlace(segment, city, locality);
  const meta = place ? placePageMeta(segment, namesOf(place), place, locale) : undefined;
  useDocumentTitle(meta?.title ?? t(SECTION_TITLES[segment]), meta?.description);

  if (isPending) return <PageSpinner label={t('place.loading')} />;
  if (isError) {
    return (
      <section className="page-container py-10">
        <LoadErrorPanel title={t('place.error')} headingLevel="h1" onRetry={() => refetch()} isRetrying={isRefetching}>
          <p>{t('place.errorText')}</p>
        </LoadErrorPanel>
      </section>
    );
  }
  if (place === null) return <NotFoundPage />;

  return (
    <>
      <PlaceStructuredData place={place} />
      <section aria-labelledby="place-title" className="page-container flex flex-col gap-4 pt-8">
        <PlaceBreadcrumbs place={place} />
        <div className="flex flex-col gap-1">
          <h1 id="place-title" className="text-balance font-bold text-2xl text-foreground tracking-tight sm:text-3xl">
            {t(PLACE_HEADINGS[segment], { place: placeName(namesOf(place)) })}
          </h1>
          <p className="text-muted-foreground">
            {t(PLACE_COUNTS[segment], {
              count: place.count,
              n: formatCount(place.count, place.countCapped),
              name: SITE_NAME,
            })}
          </p>
        </div>
        <OtherSegmentLinks place={place} />
      </section>
      <SearchResultsSection
        place={{ city: place.city.slug, locality: place.locality?.slug }}
        placeNames={namesOf(place)}
        title={t('place.listingsIn', { place: place.locality?.name ?? place.city.name })}
        leading
      />
      <LocalityLinks place={place} />
    </>
  );
}

function namesOf(place: Place) {
  return { city: place.city.name, locality: place.locality?.name };
}
