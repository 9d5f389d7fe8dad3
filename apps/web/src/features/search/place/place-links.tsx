import { type CappedCount, formatCount, type HomeTab, type LinkedName, type Place, placePath } from '@aangan/domain';
import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { cn } from '../../../lib/utils';

/** The names of the trail's first steps, in the page's language. */
interface TrailWords {
  home: string;
  tabs: Readonly<Record<HomeTab, string>>;
}

function useTrailWords(): TrailWords {
  const { t } = useI18n();
  return { home: t('search.crumb.home'), tabs: useListingWords().HOME_TAB_LABELS };
}

/**
 * A link's content: 'Rani Bazar 9' on screen, 'Rani Bazar, 9 listings' read aloud rather than the run-together
 * 'Rani Bazar9' ('Sadul Ganj, 1,000+ listings' when the count stopped at the cap). Hidden words rather than an
 * aria-label, so the name holds what is seen (WCAG 2.5.3).
 */
function CountedName({ label, count: { count, countCapped } }: { label: string; count: CappedCount }) {
  const { t } = useI18n();
  return (
    <>
      {label}
      <span className="sr-only">,</span>{' '}
      <span className="text-muted-foreground">{formatCount(count, countCapped)}</span>{' '}
      {/* A count stopped at the cap is never one: the plural picks the noun. */}
      <span className="sr-only">{t('place.listings', { count })}</span>
    </>
  );
}
const chipClass =
  'inline-flex items-center gap-1.5 rounded-full border bg-surface px-3 py-1.5 text-sm transition-colors hover:border-brand/40 hover:bg-brand-soft/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Home › Rent › Bikaner › Sadul Ganj, for the breadcrumbs and for search engines' BreadcrumbList. */
function placeTrail({ segment, city, locality }: Place, words: TrailWords): LinkedName[] {
  return [
    { name: words.home, path: '/' },
    { name: words.tabs[segment], path: `/${segment}` },
    { name: city.name, path: placePath({ segment, citySlug: city.slug }) },
    ...(locality
      ? [{ name: locality.name, path: placePath({ segment, citySlug: city.slug, localitySlug: locality.slug }) }]
      : []),
  ];
}

/** The place's trail in the page's language. */
export function usePlaceTrail(place: Place): LinkedName[] {
  return placeTrail(place, useTrailWords());
}

/** Home › Rent › Bikaner › Sadul Ganj: each step a link but the page itself. */
export function PlaceBreadcrumbs({ place }: { place: Place }) {
  const { t } = useI18n();
  const steps = usePlaceTrail(place).map((step) => ({ label: step.name, to: step.path }));
  return (
    <nav aria-label={t('place.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground text-sm">
        {steps.map((step, index) => {
          const isCurrent = index === steps.length - 1;
          return (
            <li key={step.to} className="inline-flex min-w-0 items-center gap-1">
              {index > 0 && <ChevronRightIcon className="size-3.5 shrink-0" aria-hidden="true" />}
              {isCurrent ? (
                <span aria-current="page" className="truncate font-medium text-foreground">
                  {step.label}
                </span>
              ) : (
                <Link to={step.to} className="rounded-sm hover:text-foreground hover:underline">
                  {step.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The same place under the other segments that have listings there: Buy · PG · Commercial, with counts. */
export function OtherSegmentLinks({ place }: { place: Place }) {
  const { t } = useI18n();
  const { tabs } = useTrailWords();
  const others = place.segments.filter((entry) => entry.segment !== place.segment && entry.count > 0);
  if (others.length === 0) return null;
  const where = place.locality?.name ?? place.city.name;
  return (
    <nav aria-label={t('place.moreIn', { place: where })} className="flex flex-wrap items-center gap-2">
      <span className="text-muted-foreground text-sm">{t('place.alsoIn', { place: where })}</span>
      {others.map((entry) => (
        <Link
          key={entry.segment}
          to={placePath({ segment: entry.segment, citySlug: place.city.slug, localitySlug: place.locality?.slug })}
          className={chipClass}
        >
          <CountedName label={tabs[entry.segment]} count={entry} />
        </Link>
      ))}
    </nav>
  );
}

/** Links to the city's localities in this segment, most listings first; the current one marked. */
export function LocalityLinks({ place }: { place: Place }) {
  const { t } = useI18n();
  if (place.localities.length === 0) return null;
  const { segment, city } = place;
  return (
    <section aria-labelledby="localities-title" className="page-container below-fold py-10">
      <h2 id="localities-title" className="mb-4 font-bold text-foreground text-xl tracking-tight">
        {t('place.localitiesIn', { city: city.name })}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {place.localities.map((entry) => {
          const isCurrent = entry.slug === place.locality?.slug;
          return (
            <li key={entry.slug}>
              <Link
                to={placePath({ segment, citySlug: city.slug, localitySlug: entry.slug })}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(chipClass, isCurrent && 'border-brand bg-brand-soft')}
              >
                <CountedName label={entry.name} count={entry} />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
