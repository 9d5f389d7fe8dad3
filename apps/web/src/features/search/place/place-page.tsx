import { type Place, type PlaceSegment, placeCountWords, placeHeading, placePageMeta } from '@aangan/domain';
import { Navigate, useLocation, useParams } from 'react-router';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageSpinner } from '../../../components/page-spinner';
import { useI18n } from '../../../i18n/use-i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SearchResultsSection } from '../results/search-results-section';
import { SECTION_TITLES } from '../tabs';
import { usePlace } from './api';
import { readPlaceAddress } from './place-address';
import { LocalityLinks, OtherSegmentLinks, PlaceBreadcrumbs } from './place-links';
import { PlaceStructuredData } from './place-structured-data';

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
  const { data: place, isPending, isError, refetch, isRefetching } = usePlace(segment, city, locality);
  const { locale } = useI18n();
  const meta = place ? placePageMeta(segment, namesOf(place), place, locale) : undefined;
  useDocumentTitle(meta?.title ?? SECTION_TITLES[segment], meta?.description);

  if (isPending) return <PageSpinner label="Loading the place" />;
  if (isError) {
    return (
      <section className="page-container py-10">
        <LoadErrorPanel
          title="Error Loading Place"
          headingLevel="h1"
          onRetry={() => refetch()}
          isRetrying={isRefetching}
        >
          <p>There was a problem loading this place. Please try again later.</p>
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
            {placeHeading(segment, namesOf(place))}
          </h1>
          <p className="text-muted-foreground">{placeCountWords(segment, place)} listed on Aangan</p>
        </div>
        <OtherSegmentLinks place={place} />
      </section>
      <SearchResultsSection
        place={{ city: place.city.slug, locality: place.locality?.slug }}
        title={`Listings in ${place.locality?.name ?? place.city.name}`}
        leading
      />
      <LocalityLinks place={place} />
    </>
  );
}

function namesOf(place: Place) {
  return { city: place.city.name, locality: place.locality?.name };
}
