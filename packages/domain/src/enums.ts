/** Enumerations of the marketplace (docs/product.md §3, §9), each with its display label, split by subject. */
export * from './enums/amenities.ts';
export * from './enums/details.ts';
export * from './enums/filter-sub-types.ts';
export * from './enums/listing.ts';
