export * from './enums.ts';
export * from './errors.ts';
export * from './listing/facts.ts';
export * from './listing/score.ts';
export * from './media/resolve.ts';
export * from './price/format.ts';
export * from './price/words.ts';
export * from './search/filters.ts';
export type * from './types.ts';
