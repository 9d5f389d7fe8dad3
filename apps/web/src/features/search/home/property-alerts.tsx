import { BellRingIcon } from 'lucide-react';
import { useRef } from 'react';
import { useAlertBoxParts } from '../../../components/property-alerts/use-alert-box-parts';
import { useResultsAddress } from '../../../components/saved-searches/search-address';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { useCurrentUser } from '../../../lib/current-user';
import { useSearchState } from '../use-search-state';

const SEARCH_LINE_ID = 'property-alerts-search';

/**
 * 'Get Property Alerts' (issue 20): alerts about the search on the page — its tab and filters, the address
 * the results would have. A guest gives an address and confirms from the mail; a signed-in person saves the
 * search with its alerts. Until /api/me answers it is the guest's form; in the server's HTML, and until the
 * forms' code has come as the box nears, it is their room alone.
 */
export function PropertyAlerts() {
  const { t, locale } = useI18n();
  const words = useListingWords();
  const { user } = useCurrentUser();
  const { filters } = useSearchState();
  const url = useResultsAddress(filters);
  const box = useRef<HTMLElement>(null);
  const parts = useAlertBoxParts(box);
  const name = parts ? parts.suggestedName(url, locale, words) : '';
  const Form = parts && (user ? parts.MemberAlertForm : parts.GuestAlertForm);
  return (
    <section ref={box} aria-labelledby="property-alerts-title" className="page-container below-fold py-12">
      <div className="flex flex-col gap-6 rounded-2xl border border-brand/20 bg-brand-soft/60 p-6 sm:p-8 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex items-start gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-brand-foreground">
            <BellRingIcon className="size-5" aria-hidden="true" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id="property-alerts-title" className="font-bold text-foreground text-xl tracking-tight">
              {t('search.alerts.title')}
            </h2>
            <p className="text-muted-foreground text-sm">{t('search.alerts.text')}</p>
            {/* Its line kept while the name's code loads, so the box does not grow under a reader. */}
            <p id={SEARCH_LINE_ID} className="mt-2 min-h-5 text-foreground text-sm">
              {name && (
                <>
                  <span className="text-muted-foreground">{t('search.alerts.searchLabel')}</span>{' '}
                  <strong className="font-semibold">{name}</strong>
                </>
              )}
            </p>
          </div>
        </div>
        <div className="w-full lg:max-w-md">
          {/* The form's room kept while its code loads, so nothing moves under a reader. */}
          {Form ? <Form url={url} name={name} searchLineId={SEARCH_LINE_ID} /> : <div className="min-h-40" />}
        </div>
      </div>
    </section>
  );
}
