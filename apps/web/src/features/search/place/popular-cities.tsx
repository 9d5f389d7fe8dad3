import { formatCount, placePath } from '@aangan/domain';
import { MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/use-i18n';
import { useTopCities } from './api';

const linkClass =
  'rounded-sm font-medium text-brand text-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * 'Popular cities' on the home page: the cities with the most listings, each linking to its rent and sale
 * pages. Nothing shows until there is a city to show (a new site, or the list failed to load).
 */
export function PopularCities() {
  const { t } = useI18n();
  const { data } = useTopCities();
  const cities = data?.cities ?? [];
  if (cities.length === 0) return null;
  return (
    <section aria-labelledby="popular-cities-title" className="page-container below-fold py-10">
      <h2 id="popular-cities-title" className="mb-6 font-bold text-2xl text-foreground tracking-tight">
        {t('search.cities.title')}
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
                {t('search.cities.count', { count: city.count, n: formatCount(city.count) })}
              </span>
              <span className="flex gap-3">
                <Link
                  to={placePath({ segment: 'rent', citySlug: city.slug })}
                  aria-label={t('search.cities.rentIn', { city: city.name })}
                  className={linkClass}
                >
                  {t('search.cities.rent')}
                </Link>
                <Link
                  to={placePath({ segment: 'buy', citySlug: city.slug })}
                  aria-label={t('search.cities.buyIn', { city: city.name })}
                  className={linkClass}
                >
                  {t('search.cities.buy')}
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
  const { t } = useI18n();
  const { data } = useTopCities();
  const cities = data?.cities ?? [];
  if (cities.length === 0) return null;
  return (
    <nav aria-label={t('search.cities.title')} className="flex flex-col gap-3">
      <h2 className={headingClass}>{t('search.cities.title')}</h2>
      <ul className="flex flex-col gap-2">
        {cities.map((city) => (
          <li key={city.slug}>
            <Link to={placePath({ segment: 'rent', citySlug: city.slug })} className={footerLinkClass}>
              {t('search.cities.rentIn', { city: city.name })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
