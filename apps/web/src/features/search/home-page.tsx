import { homeTabFromPath } from '@aangan/domain';
import { PlusIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Hero } from './hero';
import { ListingGrid } from './listing-grid';
import { SECTION_TITLES } from './tabs';

/** Home and the four tab paths (/buy, /rent, /pg, /commercial) share this page. */
export function HomePage() {
  const tab = homeTabFromPath(useLocation().pathname);
  const title = SECTION_TITLES[tab];
  useDocumentTitle(tab === 'all' ? 'Property marketplace for India' : title);

  return (
    <>
      <Hero tab={tab} />
      <section aria-labelledby="listings-title" className="page-container py-10">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h2 id="listings-title" className="font-bold text-2xl text-foreground tracking-tight">
              {title}
            </h2>
            <p className="text-muted-foreground text-sm">Fresh listings from owners, builders and agents.</p>
          </div>
          <Button asChild>
            <Link to="/list-property">
              <PlusIcon aria-hidden="true" />
              Post Property
            </Link>
          </Button>
        </div>
        <ListingGrid tab={tab} />
      </section>
    </>
  );
}
