import {
  isPlaceSegment,
  isPlaceSlug,
  type Place,
  type PlaceSegment,
  placeCountWords,
  placeHeading,
  placePageMeta,
  placePath,
  placeSlug,
} from '@aangan/domain';
import { Navigate, useLocation, useParams } from 'react-router';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageSpinner } from '../../../components/page-spinner';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SearchResultsSection } from '../results/search-results-section';
import { SECTION_TITLES } from '../tabs';
import { usePlace } from './api';
import { LocalityLinks, OtherSegmentLinks, PlaceBreadcrumbs } from './place-links';

/**
 * A city or locality page (/rent/bikaner, /rent/bikaner/sadul-ganj; decision 023): the heading in words, the
 * count, breadcrumbs, the results with the usual filters and paging (in the query string, as on
 * /rent?view=all), and links to the other segments and the city's localities. It renders from the place's
 * query alone, which the server's rendering may have filled already.
 */
export function PlacePage() {
  const { pathname, search } = useLocation();
  const params = useParams<{ city: string; locality?: string }>();
  const segment = pathname.split('/')[1] ?? '';
  const city = params.city ?? '';
  const locality = params.locality;
  if (!isPlaceSegment(segment)) return <NotFoundPage />;
  // A name typed or linked in another spelling ('Bikaner', 'Sadul Ganj') goes to its one address.
  const canonical = { city: placeSlug(city), locality: locality === undefined ? undefined : placeSlug(locality) };
  if (!isPlaceSlug(canonical.city) || (canonical.locality !== undefined && !isPlaceSlug(canonical.locality))) {
    return <NotFoundPage />;
  }
  if (canonical.city !== city || canonical.locality !== locality) {
    const to = placePath({ segment, citySlug: canonical.city, localitySlug: canonical.locality });
    return <Navigate to={{ pathname: to, search }} replace />;
  }
  return <PlaceView segment={segment} city={city} locality={locality} />;
}

function PlaceView({ segment, city, locality }: { segment: PlaceSegment; city: string; locality?: string }) {
  const { data: place, isPending, isError, error, refetch, isRefetching } = usePlace(segment, city, locality);
  const meta = place ? placePageMeta(segment, namesOf(place), place.count) : undefined;
  useDocumentTitle(meta?.title ?? SECTION_TITLES[segment], meta?.description);

  if (isPending) return <PageSpinner label="Loading the place" />;
  if (isError) {
    if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
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

  return (
    <>
      <section aria-labelledby="place-title" className="page-container flex flex-col gap-4 pt-8">
        <PlaceBreadcrumbs place={place} />
        <div className="flex flex-col gap-1">
          <h1 id="place-title" className="text-balance font-bold text-2xl text-foreground tracking-tight sm:text-3xl">
            {placeHeading(segment, namesOf(place))}
          </h1>
          <p className="text-muted-foreground">{placeCountWords(segment, place.count)} listed on Aangan</p>
        </div>
        <OtherSegmentLinks place={place} />
      </section>
      <SearchResultsSection
        place={{ city: place.city.slug, locality: place.locality?.slug }}
        title={`Listings in ${place.locality?.name ?? place.city.name}`}
      />
      <LocalityLinks place={place} />
    </>
  );
}

function namesOf(place: Place) {
  return { city: place.city.name, locality: place.locality?.name };
}
