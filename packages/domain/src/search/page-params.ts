/** A results page's own URL parameters beside the filters': which page, in which order, and whether shown. */
export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sort';
export const VIEW_PARAM = 'view';
/** `view=all`: 'View All Properties' was pressed and the paged results are open. */
export const VIEW_ALL = 'all';
/**
 * `location=true`: the text is looked for in addresses, societies and sub-localities too (the API's flag of
 * the same name); a society's place suggestion leads to its locality's results with it (decision 032).
 */
export const LOCATION_PARAM = 'location';
/**
 * `said=…`: the words a search was typed as, when the page understood some of them as filters (issue 21,
 * decision 031). The page reads them again to show 'We understood' chips for what it still searches.
 */
export const SAID_PARAM = 'said';
/**
 * `read=1`: sent by the search boxes' plain forms beside `q`, so words typed and sent before the page's script
 * took over (a slow phone) are still read for filters once it has: the page reads `q` as it would have.
 */
export const READ_PARAM = 'read';
/** `display=map`: the results are shown on a map (issue 21); without it, as a list. */
export const DISPLAY_PARAM = 'display';
export const DISPLAY_MAP = 'map';
/** `bbox=south,west,north,east`: the map's 'Search this area' (the API's parameter of the same name). */
export const BBOX_PARAM = 'bbox';
