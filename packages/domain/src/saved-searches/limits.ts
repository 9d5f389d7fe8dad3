/**
 * Saved searches (issue 20, decision 029): how many a person keeps, how long their names and addresses may
 * be, how often their alerts may be sent, and every message the saved-search API answers with.
 */

/** A person keeps at most this many saved searches: each is matched against every new listing. */
export const MAX_SAVED_SEARCHES = 20;

/** The longest name a saved search may have, after trimming. */
export const SAVED_SEARCH_NAME_MAX = 80;

/** The longest results-page address (path and query) a saved search may be made from. */
export const SAVED_SEARCH_URL_MAX = 2000;

/**
 * How often a saved search's alerts are sent by email: at once, in a daily or weekly digest, or never
 * (decision 029; default daily).
 */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const DEFAULT_SAVED_SEARCH_FREQUENCY: SavedSearchFrequency = 'daily';

export const SAVED_SEARCH_MESSAGES = {
  urlRequired: 'Give the address of the search results to save',
  urlTooLong: `The search address must be at most ${SAVED_SEARCH_URL_MAX} characters`,
  notAResultsPage:
    'This address is not a search results page: save a search from /, /buy, /rent, /pg, /commercial or a city or locality page',
  unknownPlace: 'There are no listings in this place to search. Save a search from a place page that has listings.',
  nameRequired: 'Give the search a name',
  nameTooLong: `The name must be at most ${SAVED_SEARCH_NAME_MAX} characters`,
  frequencyInvalid: 'Frequency must be instant, daily, weekly or off',
  nothingToChange: 'Send a new name or frequency',
  alreadySaved: 'You have already saved this search',
  limitReached: `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one to save another.`,
  notFound: 'Saved search not found. It may have been deleted.',
} as const;
