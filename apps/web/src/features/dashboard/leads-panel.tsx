import { formatCount, LOCALE_TAGS, type Locale } from '@aangan/domain';
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
import { useI18n } from '../../i18n/use-i18n';
import { cn } from '../../lib/utils';
import { useListingLeads } from './leads-api';

const dateTimeIn = (locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
const DATE_TIME: Record<Locale, Intl.DateTimeFormat> = { en: dateTimeIn('en'), hi: dateTimeIn('hi') };

/** "26 Nov 2026, 4:05 pm": when the number was opened, in the person's own time zone. */
function revealedAtLabel(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME[locale].format(date);
}

/**
 * 'Leads' on a listing in My Properties (issue 17, decision 022): who opened its number (name, when, whether
 * their email is verified) and how many saved it. Closed at first and loaded only when opened.
 */
export function LeadsPanel({ listingId, title }: { listingId: string; title: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section aria-label={t('dashboard.leads.label', { title })} className="rounded-lg border bg-muted/40">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-left font-medium text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <UsersIcon className="size-4 text-brand" aria-hidden="true" />
        {t('dashboard.leads.toggle')} <span className="sr-only">{t('dashboard.leads.for', { title })}</span>
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
  const { t, locale } = useI18n();
  const leads = useListingLeads(listingId, true);
  if (leads.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-2 text-muted-foreground text-sm">
        <LoaderCircleIcon className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        {t('dashboard.leads.loading')}
      </p>
    );
  }
  if (leads.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-2 py-1 text-sm">
        <span className="text-danger">{t('dashboard.leads.failed')}</span>
        <Button variant="outline" size="sm" onClick={() => void leads.refetch()}>
          {t('dashboard.leads.retry')}
        </Button>
      </div>
    );
  }
  const [first] = leads.data.pages;
  const items = leads.data.pages.flatMap((page) => page.items);
  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
        <span className="font-medium text-foreground">
          {t('dashboard.leads.revealed', { total: first?.total ?? 0, count: formatCount(first?.total ?? 0) })}
        </span>
        <span className="inline-flex items-center gap-1">
          <HeartIcon className="size-3.5" aria-hidden="true" />
          {t('dashboard.leads.saved', { count: formatCount(first?.savedCount ?? 0) })}
        </span>
      </p>
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('dashboard.leads.empty')}</p>
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
                  {revealedAtLabel(lead.revealedAt, locale)}
                </time>
              </span>
              {lead.emailVerified ? (
                <Badge variant="success">
                  <BadgeCheckIcon aria-hidden="true" />
                  {t('dashboard.leads.verified')}
                </Badge>
              ) : (
                <Badge variant="outline">
                  <CircleDashedIcon aria-hidden="true" />
                  {t('dashboard.leads.unverified')}
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
          {t('dashboard.leads.more')}
        </Button>
      )}
      <p className="text-muted-foreground text-xs">{t('dashboard.leads.privacy')}</p>
    </div>
  );
}
