/** The dashboard's copy (docs/product.md §2 'My Properties dashboard', §8 'Dashboard'); quoted spec strings are word for word. */

export const DASHBOARD_COPY = {
  title: 'My Properties',
  subtitle: 'Manage your listings, see how many people viewed them and keep their details up to date.',
  listProperty: 'List Property',
  searchLabel: 'Search your properties',
  searchPlaceholder: 'Search by title, city or locality',
  clearSearch: 'Clear search',
  noMatchTitle: 'No properties match your search',
  emptyTitle: "You haven't listed any properties yet",
  loadingLabel: 'Loading your properties',
} as const;

/** Tab and summary labels: the same words name a purpose in both places. */
export const PURPOSE_COPY = {
  all: 'All',
  rent: 'For Rent',
  sell: 'For Sale',
  pg: 'PG/Co-living',
} as const;

export const DASHBOARD_TOASTS = {
  loadFailed: { title: 'Error', description: 'Failed to load your properties' },
  deleted: 'Property has been deleted',
  deleteFailed: { title: 'Error', description: 'Failed to delete property' },
} as const;

export const DELETE_DIALOG_COPY = {
  title: 'Are you sure?',
  description: (title: string) => `This will permanently delete "${title}" and its photos. This cannot be undone.`,
  cancel: 'Cancel',
  confirm: 'Delete',
  pending: 'Deleting...',
} as const;
