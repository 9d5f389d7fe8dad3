import { MailIcon, MapPinIcon, PlusIcon, SearchIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { SITE_NAME } from '../../lib/site';
import { usePageMeta } from '../../lib/use-document-title';
import { AboutStory } from './about-story';
import { AboutValues } from './about-values';

function AboutHero() {
  return (
    <section className="border-b bg-gradient-to-b from-brand-soft/70 to-background">
      <div className="page-container flex flex-col items-start gap-5 py-12 sm:py-16">
        <p className="inline-flex items-center gap-1.5 rounded-full border border-brand/20 bg-surface px-3 py-1 font-medium text-brand-strong text-sm shadow-xs">
          <MapPinIcon className="size-4" aria-hidden="true" />
          Made in Bikaner, Rajasthan
        </p>
        <div className="flex max-w-3xl flex-col gap-4">
          <h1 className="font-bold text-3xl text-foreground tracking-tight sm:text-5xl">
            About <span className="text-brand">{SITE_NAME}</span>
          </h1>
          <p className="text-lg text-muted-foreground leading-relaxed">
            {SITE_NAME} is a property marketplace where you can buy, rent, find a PG or a commercial space, and where
            owners, builders and agents list their properties, currently for free. We started in Bikaner and today list
            homes in eight cities, each checked and each question answered by people who know the place.
          </p>
        </div>
      </div>
    </section>
  );
}

/** The closing call to action: browse, list or talk to us. */
function AboutActions() {
  return (
    <section aria-labelledby="about-actions-title" className="page-container pt-12 sm:pt-16">
      <div className="flex flex-col items-start gap-5 rounded-2xl border bg-surface p-6 shadow-sm sm:p-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex min-w-0 max-w-xl flex-col gap-2">
          <h2 id="about-actions-title" className="font-bold text-2xl text-foreground tracking-tight">
            Ready to find your place?
          </h2>
          <p className="text-muted-foreground">
            Browse homes and spaces, list your own in five short steps, or ask us anything.
          </p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap lg:shrink-0 lg:flex-nowrap">
          <Button asChild size="lg">
            <Link to="/">
              <SearchIcon aria-hidden="true" />
              Browse properties
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/list-property">
              <PlusIcon aria-hidden="true" />
              List your property
            </Link>
          </Button>
          <Button asChild size="lg" variant="ghost">
            <Link to="/contact">
              <MailIcon aria-hidden="true" />
              Contact us
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

/** /about (docs/product.md §2 'About and FAQ'): what the marketplace is, what it promises, and why it starts local. */
export function AboutPage() {
  usePageMeta('/about');

  return (
    <>
      <AboutHero />
      <AboutValues />
      <AboutStory />
      <AboutActions />
    </>
  );
}
