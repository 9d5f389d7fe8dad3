import { type CappedCount, formatCount, HOME_TAB_LABELS, type LinkedName, type Place, placePath } from '@aangan/domain';
import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/utils';

/**
 * A link's content: 'Rani Bazar 9' on screen, 'Rani Bazar, 9 listings' read aloud rather than the run-together
 * 'Rani Bazar9' ('Sadul Ganj, 1,000+ listings' when the count stopped at the cap). Hidden words rather than an
 * aria-label, so the name holds what is seen (WCAG 2.5.3).
 */
function CountedName({ label, count: { count, countCapped } }: { label: string; count: CappedCount }) {
  return (
    <>
      {label}
      <span className="sr-only">,</span>{' '}
      <span className="text-muted-foreground">{formatCount(count, countCapped)}</span>{' '}
      <span className="sr-only">{count === 1 && !countCapped ? 'listing' : 'listings'}</span>
    </>
  );
}
const chipClass =
  'inline-flex items-center gap-1.5 rounded-full border bg-surface px-3 py-1.5 text-sm transition-colors hover:border-brand/40 hover:bg-brand-soft/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Home › Rent › Bikaner › Sadul Ganj, for the breadcrumbs and for search engines' BreadcrumbList. */
export function placeTrail({ segment, city, locality }: Place): LinkedName[] {
  return [
    { name: 'Home', path: '/' },
    { name: HOME_TAB_LABELS[segment], path: `/${segment}` },
    { name: city.name, path: placePath({ segment, citySlug: city.slug }) },
    ...(locality
      ? [{ name: locality.name, path: placePath({ segment, citySlug: city.slug, localitySlug: locality.slug }) }]
      : []),
  ];
}

/** Home › Rent › Bikaner › Sadul Ganj: each step a link but the page itself. */
export function PlaceBreadcrumbs({ place }: { place: Place }) {
  const steps = placeTrail(place).map((step) => ({ label: step.name, to: step.path }));
  return (
    <nav aria-label="Breadcrumb">
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
  const others = place.segments.filter((entry) => entry.segment !== place.segment && entry.count > 0);
  if (others.length === 0) return null;
  const where = place.locality?.name ?? place.city.name;
  return (
    <nav aria-label={`More in ${where}`} className="flex flex-wrap items-center gap-2">
      <span className="text-muted-foreground text-sm">Also in {where}:</span>
      {others.map((entry) => (
        <Link
          key={entry.segment}
          to={placePath({ segment: entry.segment, citySlug: place.city.slug, localitySlug: place.locality?.slug })}
          className={chipClass}
        >
          <CountedName label={HOME_TAB_LABELS[entry.segment]} count={entry} />
        </Link>
      ))}
    </nav>
  );
}

/** Links to the city's localities in this segment, most listings first; the current one marked. */
export function LocalityLinks({ place }: { place: Place }) {
  if (place.localities.length === 0) return null;
  const { segment, city } = place;
  return (
    <section aria-labelledby="localities-title" className="page-container below-fold py-10">
      <h2 id="localities-title" className="mb-4 font-bold text-foreground text-xl tracking-tight">
        Localities in {city.name}
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
