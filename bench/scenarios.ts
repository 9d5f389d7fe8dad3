/**
 * What the benchmark asks the server, one entry per request a page really makes. Add a line here when the
 * search gains a filter (free text, bedrooms, budget, area, furnishing, amenities, sort); nothing else
 * needs to change. The paths mirror apps/web's query options, so the figures describe real page loads; the
 * `page` scenarios ask for the HTML a browser gets first.
 */

import { CITY_NAMES } from '@aangan/server/data-tools';

export interface Scenario {
  /** Stable key in the JSON results and for BENCH_SCENARIOS=id,id. */
  id: string;
  /** What a reader of the table recognises. */
  name: string;
  /** Path and query string, sent with GET. */
  path: string;
  /** Sent with a signed-in session's cookie (the benchmark registers an account first). */
  signedIn?: true;
  /**
   * A page as a browser asks for it (`accept: text/html…`), not an API call: the server-rendered HTML of
   * issue 18, with its own p95 budget (report.ts).
   */
  page?: true;
}

/** The generated listings' first city, as the place pages spell it in a path (/rent/bikaner). */
function firstCitySlug(): string {
  const city = CITY_NAMES[0];
  if (!city) throw new Error('the data factory has no cities');
  return city.toLowerCase();
}

export const SCENARIOS: readonly Scenario[] = [
  { id: 'home-newest', name: 'Home: newest 6', path: '/api/properties?limit=6' },
  { id: 'tab-buy', name: 'Buy tab', path: '/api/properties?purpose=buy&limit=6' },
  { id: 'tab-rent', name: 'Rent tab', path: '/api/properties?purpose=rent&limit=6' },
  { id: 'tab-pg', name: 'PG tab', path: '/api/properties?purpose=pg&limit=6' },
  { id: 'tab-commercial', name: 'Commercial tab', path: '/api/properties?type=commercial&limit=6' },
  { id: 'deep-page', name: 'Page 200 (12 per page)', path: '/api/properties?page=200&limit=12' },
  { id: 'text', name: 'Text: "bikaner"', path: '/api/properties?q=bikaner&limit=12' },
  { id: 'text-rare', name: 'Text: "haveli" + location', path: '/api/properties?q=haveli&location=true&limit=12' },
  {
    id: 'rent-2bhk-budget',
    name: 'Rent 2-3 BHK ≤ ₹40k',
    path: '/api/properties?purpose=rent&type=residential&bedrooms=2&bedrooms=3&maxPrice=40000&limit=12',
  },
  {
    id: 'buy-filters-price',
    name: 'Buy 3+ BHK furnished, price ↑',
    path: '/api/properties?purpose=buy&bedrooms=3&bedrooms=4&bedrooms=5&furnishing=furnished&sort=price-asc&limit=12',
  },
  {
    id: 'amenities-verified',
    name: 'Lift + gym, verified',
    path: '/api/properties?amenities=lift&amenities=gym&verified=true&limit=12',
  },
  {
    id: 'area-sort',
    name: 'Commercial 1-5k sq.ft, largest',
    path: '/api/properties?type=commercial&minArea=1000&maxArea=5000&sort=area&limit=12',
  },
  {
    id: 'rare-combo',
    name: 'PG, 4+ baths, builder',
    path: '/api/properties?purpose=pg&bathrooms=4&postedBy=builder&sort=price-desc&limit=12',
  },
  { id: 'stats', name: 'Stats (hero count)', path: '/api/properties/stats' },
  // Every page load of a signed-in person: session lookup plus the profile with its three counts.
  { id: 'me', name: 'Me (signed in)', path: '/api/me', signedIn: true },
  // The HTML of a results page and of a place page, as a first visit (or a crawler) asks for it.
  { id: 'page-rent-2bhk', name: 'Page: /rent?bedrooms=2', path: '/rent?bedrooms=2', page: true },
  { id: 'page-city', name: `Page: /rent/${firstCitySlug()}`, path: `/rent/${firstCitySlug()}`, page: true },
  // Not a search: `select 1` through the same stack (helmet, pool, JSON), the ceiling for every row above.
  { id: 'health-floor', name: 'Health (floor)', path: '/api/health' },
];

/** All scenarios, or those named in BENCH_SCENARIOS (comma-separated ids) to rerun one quickly. */
export function selectScenarios(filter = process.env.BENCH_SCENARIOS): readonly Scenario[] {
  const wanted = filter
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (!wanted || wanted.length === 0) return SCENARIOS;
  const unknown = wanted.filter((id) => !SCENARIOS.some((scenario) => scenario.id === id));
  if (unknown.length > 0) {
    throw new Error(`BENCH_SCENARIOS: unknown ${unknown.join(', ')} (known: ${SCENARIOS.map((s) => s.id).join(', ')})`);
  }
  return SCENARIOS.filter((scenario) => wanted.includes(scenario.id));
}
