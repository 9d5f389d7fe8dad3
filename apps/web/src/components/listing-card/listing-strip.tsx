import type { ListingCardFields } from '@aangan/domain';
import { cn } from '../../lib/utils';
import { ListingCard } from './listing-card';

interface ListingStripProps {
  listings: readonly ListingCardFields[];
  /**
   * `row` scrolls sideways at every width: four cards and the edge of a fifth on a wide screen (recently viewed).
   * `row-then-grid` scrolls on a phone and a tablet, and is the results' three columns on a wide screen, where a
   * few cards fit whole (similar properties).
   */
  layout?: 'row' | 'row-then-grid';
}

/**
 * A few listing cards beside one another, the same card as the grid's. Where they scroll sideways they snap card by
 * card, one and a bit on a phone and two and a bit on a tablet: the edge of the next says there is more.
 */
export function ListingStrip({ listings, layout = 'row' }: ListingStripProps) {
  const isGridWhenWide = layout === 'row-then-grid';
  return (
    // The padding keeps the cards' focus outline and shadow inside the scrolling box, which clips them.
    <ul
      className={cn(
        '-m-2 flex snap-x snap-mandatory gap-5 overflow-x-auto scroll-px-2 p-2 pb-4',
        isGridWhenWide && 'lg:m-0 lg:grid lg:grid-cols-3 lg:overflow-visible lg:p-0',
      )}
    >
      {listings.map((listing) => (
        <li
          key={listing.id}
          className={cn('flex w-[78%] shrink-0 snap-start sm:w-[42%]', isGridWhenWide ? 'lg:w-auto' : 'lg:w-[22%]')}
        >
          <ListingCard property={listing} />
        </li>
      ))}
    </ul>
  );
}
