import {
  BadgeCheckIcon,
  ChevronDownIcon,
  CircleDashedIcon,
  HeartIcon,
  LoaderCircleIcon,
  UsersIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { useListingLeads } from './leads-api';
import { LEADS_COPY, revealedAtLabel } from './leads-messages';

/**
 * 'Leads' on a listing in My Properties (issue 17, decision 022): who opened its number (name, when, whether
 * their email is verified) and how many saved it. Closed at first and loaded only when opened.
 */
export function LeadsPanel({ listingId, title }: { listingId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section aria-label={`Leads for ${title}`} className="rounded-lg border bg-muted/40">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-left font-medium text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <UsersIcon className="size-4 text-brand" aria-hidden="true" />
        {LEADS_COPY.toggle} <span className="sr-only">for {title}</span>
        <ChevronDownIcon
          className={cn('ml-auto size-4 text-muted-foreground transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {open && (
        <div id={panelId} className="border-t px-3 pt-2 pb-3">
          <LeadsList listingId={listingId} />
        </div>
      )}
    </section>
  );
}

function LeadsList({ listingId }: { listingId: string }) {
  const leads = useListingLeads(listingId, true);
  if (leads.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-2 text-muted-foreground text-sm">
        <LoaderCircleIcon className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        {LEADS_COPY.loading}
      </p>
    );
  }
  if (leads.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-2 py-1 text-sm">
        <span className="text-danger">{LEADS_COPY.failed}</span>
        <Button variant="outline" size="sm" onClick={() => void leads.refetch()}>
          {LEADS_COPY.retry}
        </Button>
      </div>
    );
  }
  const [first] = leads.data.pages;
  const items = leads.data.pages.flatMap((page) => page.items);
  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
        <span className="font-medium text-foreground">{LEADS_COPY.revealed(first?.total ?? 0)}</span>
        <span className="inline-flex items-center gap-1">
          <HeartIcon className="size-3.5" aria-hidden="true" />
          {LEADS_COPY.saved(first?.savedCount ?? 0)}
        </span>
      </p>
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{LEADS_COPY.empty}</p>
      ) : (
        <ul className="divide-y rounded-lg border bg-surface">
          {items.map((lead) => (
            <li key={`${lead.name}-${lead.revealedAt}`} className="flex items-center gap-3 px-3 py-2">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand-strong text-sm"
              >
                {lead.name.trim().charAt(0).toUpperCase() || '?'}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium text-sm">{lead.name}</span>
                <time dateTime={lead.revealedAt} className="text-muted-foreground text-xs">
                  {revealedAtLabel(lead.revealedAt)}
                </time>
              </span>
              {lead.emailVerified ? (
                <Badge variant="success">
                  <BadgeCheckIcon aria-hidden="true" />
                  {LEADS_COPY.verified}
                </Badge>
              ) : (
                <Badge variant="outline">
                  <CircleDashedIcon aria-hidden="true" />
                  {LEADS_COPY.unverified}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
      {leads.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={leads.isFetchingNextPage}
          onClick={() => void leads.fetchNextPage()}
        >
          {leads.isFetchingNextPage && (
            <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          )}
          {LEADS_COPY.more}
        </Button>
      )}
      <p className="text-muted-foreground text-xs">{LEADS_COPY.privacy}</p>
    </div>
  );
}
