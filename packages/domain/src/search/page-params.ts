/** A results page's own URL parameters beside the filters': which page, in which order, and whether shown. */
export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sort';
export const VIEW_PARAM = 'view';
/** `view=all`: 'View All Properties' was pressed and the paged results are open. */
export const VIEW_ALL = 'all';
