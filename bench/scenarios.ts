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
  /**
   * A mix of requests asked in turn (the first is `path`), as many people typing different things would:
   * each measured run and sample goes through the list round and round.
   */
  mix?: readonly string[];
  /**
   * Each request comes from another visitor's address (X-Forwarded-For from the loopback proxy the bench
   * server trusts), as a route with a per-IP limit is asked by many people, not one.
   */
  manyVisitors?: true;
  /** This shape's own p95 budget (ms) when design.md §8 states one, instead of the search's. */
  p95BudgetMs?: number;
}

/**
 * What people type into the search box while the place suggestions follow (issue 21): prefixes of two to eight
 * letters of the data's cities, localities and societies, misspellings, and Devanagari, in the proportions a
 * search box sees (prefixes most, since a suggestion is asked after every pause while typing).
 */
const PLACE_TEXTS = [
  // Prefixes as typed, two to eight letters.
  ...words(
    'ja|jai|jaip|jaipu|bi|bik|bika|bikan|jodh|jodhp|de|del|mu|mum|mumb|be|ben|beng|pu|pun|hy|hyd|hyder|sa|sad|sadul|' +
      'sadulga|ra|ran|rani b|ma|mal|malv|malviya|vais|vaishali|man|mansar|an|andh|andheri|ko|kor|koram|wh|white|' +
      'whitefie|hi|hin|hinjew|ba|ban|bana|banjara|ga|gach|gachibow|po|pow|dw|dwar|la|laj|lajpat|ro|roh|kar|karni|' +
      'gan|ganga|sh|shan|shanti|shastri|gr|green|su|sun|sunrise|royal|lake|kr|krish|or|orch|map|maple|sai|sil|' +
      'silver|ar|arav|c-sch|hsr',
  ),
  // Misspellings the gazetteer forgives.
  ...words(
    'jaipr|jaipure|bikanir|bikanr|jodpur|jodhpr|mumbi|mumabi|banglore|bengaluru|hydrabad|dehli|delhii|pnue|' +
      'malviy nagar|vaishaly|koramangla|indranagar|gachibouli',
  ),
  // Devanagari, whole and begun.
  ...words(
    'जयपुर|जय|जयपु|बीकानेर|बीका|जोधपुर|जोध|मुंबई|मुम्बई|दिल्ली|दि|पुणे|हैदराबाद|बेंगलुरु|मालवीय नगर|मालवीय|वैशाली|रानी बाज़ार|सादुल',
  ),
];

/** The generated listings' first city, as the data factory names it. */
function firstCityName(): string {
  const city = CITY_NAMES[0];
  if (!city) throw new Error('the data factory has no cities');
  return city;
}

/** The same city as the place pages spell it in a path (/rent/bikaner). */
function firstCitySlug(): string {
  return firstCityName().toLowerCase();
}

function words(list: string): string[] {
  return list.split('|');
}

/** The suggestions the rent tab's box asks for a text (the web sends its tab's segment). */
function placesPath(text: string): string {
  return `/api/places?${new URLSearchParams({ q: text, segment: 'rent' })}`;
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
  // Issue 22: the filters no leading index column narrows, alone, and the new features' searches.
  { id: 'amenities-only', name: 'Lift + gym', path: '/api/properties?amenities=lift&amenities=gym&limit=12' },
  { id: 'verified-only', name: 'Verified only', path: '/api/properties?verified=true&limit=12' },
  {
    id: 'rare-amenities-rent',
    name: 'Rent, pool + clubhouse + gym',
    path: '/api/properties?purpose=rent&amenities=swimmingPool&amenities=clubhouse&amenities=gym&limit=12',
  },
  { id: 'tenant-women', name: 'Rent for women', path: '/api/properties?purpose=rent&tenant=women&limit=12' },
  {
    id: 'city-2bhk',
    name: `${firstCityName()} rent 2 BHK`,
    path: `/api/properties?city=${firstCitySlug()}&purpose=rent&bedrooms=2&limit=12`,
  },
  {
    id: 'locality-page-api',
    name: 'Locality page (API)',
    path: `/api/places/rent/${firstCitySlug()}/sadul-ganj`,
  },
  // The map's 'Search this area' (issue 21, decision 036): a box on the public points, newest 20 as a map asks.
  {
    id: 'map-city',
    name: 'Map: Jaipur, newest 20',
    path: `/api/properties?${new URLSearchParams({ bbox: '26.75,75.65,27.05,75.95', limit: '20' })}`,
    // design.md §8: map bounding-box search ≤ 25 ms.
    p95BudgetMs: 25,
  },
  {
    id: 'map-locality',
    name: 'Map: one Bikaner locality, rent',
    path: `/api/properties?${new URLSearchParams({ bbox: '28.015,73.333,28.025,73.343', purpose: 'rent', limit: '20' })}`,
    p95BudgetMs: 25,
  },
  {
    id: 'map-state-filters',
    name: 'Map: Rajasthan, 2 BHK ≤ ₹30k rent',
    path: `/api/properties?${new URLSearchParams({ bbox: '24,69.5,30.5,78', purpose: 'rent', bedrooms: '2', maxPrice: '30000', limit: '20' })}`,
    p95BudgetMs: 25,
  },
  {
    id: 'map-empty',
    name: 'Map: an area with no listings',
    path: `/api/properties?${new URLSearchParams({ bbox: '24.5,70.5,25,71', limit: '20' })}`,
    p95BudgetMs: 25,
  },
  { id: 'stats', name: 'Stats (hero count)', path: '/api/properties/stats' },
  // Every page load of a signed-in person: session lookup plus the profile with its three counts.
  { id: 'me', name: 'Me (signed in)', path: '/api/me', signedIn: true },
  // The HTML of a results page and of a place page, as a first visit (or a crawler) asks for it.
  { id: 'page-rent-2bhk', name: 'Page: /rent?bedrooms=2', path: '/rent?bedrooms=2', page: true },
  { id: 'page-city', name: `Page: /rent/${firstCitySlug()}`, path: `/rent/${firstCitySlug()}`, page: true },
  // The search box's place suggestions (issue 21): one request per pause in typing, from many visitors.
  {
    id: 'places-suggest',
    name: `Places: ${PLACE_TEXTS.length} typed texts`,
    path: placesPath(PLACE_TEXTS[0] ?? 'ja'),
    mix: PLACE_TEXTS.map(placesPath),
    manyVisitors: true,
    // design.md §8: places autocomplete p95 ≤ 15 ms.
    p95BudgetMs: 15,
  },
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
