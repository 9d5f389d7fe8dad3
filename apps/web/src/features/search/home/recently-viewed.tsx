import { XIcon } from 'lucide-react';
import { ListingCard } from '../../../components/listing-card/listing-card';
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
 * where appearing moves nothing the person is looking at. A row that scrolls sideways: four cards and the edge of
 * a fifth on a wide screen, two and a bit on a tablet, one and a bit on a phone, the edge saying there is more.
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
      {/* The padding keeps the cards' focus outline and shadow inside the scrolling box, which clips them. */}
      <ul className="-m-2 flex snap-x snap-mandatory gap-5 overflow-x-auto scroll-px-2 p-2 pb-4">
        {listings.map((listing) => (
          <li key={listing.id} className="flex w-[78%] shrink-0 snap-start sm:w-[42%] lg:w-[22%]">
            <ListingCard property={listing} />
          </li>
        ))}
      </ul>
    </section>
  );
}
