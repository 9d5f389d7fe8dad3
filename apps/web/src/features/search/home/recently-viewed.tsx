import { XIcon } from 'lucide-react';
import { ListingStrip } from '../../../components/listing-card/listing-strip';
import { Button } from '../../../components/ui/button';
import { focusFallback } from '../../../components/ui/use-return-focus';
import { useI18n } from '../../../i18n/use-i18n';
import { clearRecentlyViewed, useRecentlyViewed } from '../../../lib/recently-viewed';
import { toast } from '../../../lib/toast';

interface RecentlyViewedProps {
  /** Where focus goes once Clear has taken the strip away: the heading of the section after it. */
  focusAfterClear: string;
}

/**
 * 'Recently viewed' (issue 21): the cards of the listings last opened on this device, most recent first, the
 * same card as the grid's. Nothing at all until there is one, and nothing in the server's page (the list is the
 * device's), so it appears just after hydration: the home page places it below the grid, off the first screen,
 * where appearing moves nothing the person is looking at. A row that scrolls sideways at every width.
 */
export function RecentlyViewed({ focusAfterClear }: RecentlyViewedProps) {
  const { t } = useI18n();
  const listings = useRecentlyViewed();
  if (listings.length === 0) return null;

  function clear() {
    clearRecentlyViewed();
    toast(t('search.recent.cleared'));
    // The button goes with the strip: focus would fall to the page's start.
    focusFallback(focusAfterClear);
  }

  return (
    <section aria-labelledby="recently-viewed-title" className="page-container py-10">
      <div className="mb-4 flex items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="recently-viewed-title" className="font-bold text-2xl text-foreground tracking-tight">
            {t('search.recent.title')}
          </h2>
          <p className="text-muted-foreground text-sm">{t('search.recent.text')}</p>
        </div>
        <Button variant="outline" size="sm" onClick={clear} aria-label={t('search.recent.clearLabel')}>
          <XIcon aria-hidden="true" />
          {t('search.recent.clear')}
        </Button>
      </div>
      <ListingStrip listings={listings} />
    </section>
  );
}
