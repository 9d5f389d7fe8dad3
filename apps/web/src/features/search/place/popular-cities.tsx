import { formatCount, placePath } from '@aangan/domain';
import { MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTopCities } from './api';

const linkClass =
  'rounded-sm font-medium text-brand text-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * 'Popular cities' on the home page: the cities with the most listings, each linking to its rent and sale
 * pages. Nothing shows until there is a city to show (a new site, or the list failed to load).
 */
export function PopularCities() {
  const { data } = useTopCities();
  const cities = data?.cities ?? [];
  if (cities.length === 0) return null;
  return (
    <section aria-labelledby="popular-cities-title" className="page-container below-fold py-10">
      <h2 id="popular-cities-title" className="mb-6 font-bold text-2xl text-foreground tracking-tight">
        Popular cities
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {cities.map((city) => (
          <li
            key={city.slug}
            className="flex min-w-0 items-start gap-3 rounded-xl border bg-surface p-3 shadow-sm sm:p-4"
          >
            <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand sm:inline-flex">
              <MapPinIcon className="size-5" aria-hidden="true" />
            </span>
            <span className="flex min-w-0 flex-col gap-1">
              <span className="truncate font-semibold text-foreground">{city.name}</span>
              <span className="text-muted-foreground text-sm">
                {formatCount(city.count)} {city.count === 1 ? 'property' : 'properties'}
              </span>
              <span className="flex gap-3">
                <Link
                  to={placePath({ segment: 'rent', citySlug: city.slug })}
                  aria-label={`Rent in ${city.name}`}
                  className={linkClass}
                >
                  Rent
                </Link>
                <Link
                  to={placePath({ segment: 'buy', citySlug: city.slug })}
                  aria-label={`Buy in ${city.name}`}
                  className={linkClass}
                >
                  Buy
                </Link>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The footer's column: each top city's rent page. */
export function PopularCityLinks({
  headingClass,
  linkClass: footerLinkClass,
}: {
  headingClass: string;
  linkClass: string;
}) {
  const { data } = useTopCities();
  const cities = data?.cities ?? [];
  if (cities.length === 0) return null;
  return (
    <nav aria-label="Popular cities" className="flex flex-col gap-3">
      <h2 className={headingClass}>Popular cities</h2>
      <ul className="flex flex-col gap-2">
        {cities.map((city) => (
          <li key={city.slug}>
            <Link to={placePath({ segment: 'rent', citySlug: city.slug })} className={footerLinkClass}>
              Rent in {city.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
