/**
 * The query parser and what the page does with its reading (decision 031): loaded on the first text search or
 * the first page with 'We understood' chips, never in the first visit's script (the parser and its gazetteer are
 * about 16 KB compressed).
 */
export { chipsInEffect, filterChipIdOf, parseSearchQuery, placeWithCityName, withoutChip } from '@aangan/domain';
export { queryTarget, tabPurpose } from './run-query-search';
