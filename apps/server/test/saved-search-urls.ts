/**
 * Saved-search addresses covering every filter kind (tabs, purpose, sub-types of both types, rooms, budget,
 * area, posted by, amenities, tenants, free text): the reverse match and the digests' batched query are each held
 * against the forward search over them.
 */
export const SAVED_SEARCH_URLS: readonly string[] = [
  '/',
  '/buy',
  '/rent',
  '/pg',
  '/commercial',
  '/commercial?purpose=rent&subType=office&subType=shop',
  '/buy?bedrooms=2&bedrooms=3',
  '/rent?bedrooms=1&bedrooms=5',
  '/buy?bedrooms=4&bedrooms=5&minPrice=5000000',
  '/rent?bathrooms=2&bathrooms=4&furnishing=semi-furnished',
  '/rent?maxPrice=25000',
  '/buy?minPrice=2000000&maxPrice=8000000&subType=flat',
  '/?subType=plot',
  '/?subType=house&subType=warehouse',
  '/buy?minArea=1000&maxArea=2000',
  '/rent?minArea=500',
  '/?postedBy=builder',
  '/rent?postedBy=owner&furnishing=furnished&furnishing=unfurnished',
  '/?amenities=lift',
  '/buy?amenities=lift&amenities=parking&amenities=security',
  '/?q=flat',
  '/rent?q=near',
  '/pg?subType=flat&bedrooms=1',
  '/commercial?subType=industrial&subType=coworking',
  '/pg?tenant=women',
  '/rent?tenant=family&tenant=men&bedrooms=2',
  '/?tenant=men',
];
