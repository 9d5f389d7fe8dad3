import { formatCount, formatListingDate } from '@aangan/domain';
import { ExternalLinkIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import type { SavedSearch } from '../../lib/saved-searches';
import { AlertFrequencyControl } from './alert-frequency-control';
import { filtersOfAddress, openAddress } from './search-address';
import { useSearchSummary } from './use-search-summary';

interface SavedSearchCardProps {
  search: SavedSearch;
  /** Opening runs the search and marks it seen. */
  onOpen: (search: SavedSearch) => void;
  onRename: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
}

/** One saved search: its name, what it looks for, what is new since it was last opened, and its actions. */
export function SavedSearchCard({ search, onOpen, onRename, onDelete }: SavedSearchCardProps) {
  const { t, locale } = useI18n();
  const summary = useSearchSummary();
  const titleId = useId();
  const filters = filtersOfAddress(search.url);
  const labels = filters ? summary(filters) : [];
  const since = formatListingDate(search.lastSeenAt, locale) ?? '';
  const hasNew = search.newMatches > 0;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-xl border bg-surface p-5 text-foreground shadow-sm"
    >
      <div className="flex flex-col gap-2">
        <h2 id={titleId} className="break-words font-semibold text-lg leading-snug">
          {search.name}
        </h2>
        <ul aria-label={t('saved-searches.card.filters')} className="flex flex-wrap gap-1.5">
          {labels.map((label) => (
            <li key={label}>
              <Badge variant="outline">{label}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm">
        {hasNew ? (
          <Badge variant="soft" className="text-sm">
            {t('saved-searches.card.new', {
              count: search.newMatches,
              n: formatCount(search.newMatches, search.newMatchesCapped),
              date: since,
            })}
          </Badge>
        ) : (
          <span className="text-muted-foreground">{t('saved-searches.card.nothingNew', { date: since })}</span>
        )}
      </p>
      <AlertFrequencyControl search={search} />
      {/* Narrow padding keeps the three on one row on a phone. */}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button asChild className="px-3">
          <Link
            to={openAddress(search.url)}
            aria-label={t('saved-searches.card.openNamed', { name: search.name })}
            onClick={() => onOpen(search)}
          >
            <ExternalLinkIcon aria-hidden="true" />
            {t('saved-searches.card.open')}
          </Link>
        </Button>
        <Button
          variant="outline"
          aria-label={t('saved-searches.card.renameNamed', { name: search.name })}
          onClick={() => onRename(search)}
          className="px-3"
        >
          <PencilIcon aria-hidden="true" />
          {t('saved-searches.card.rename')}
        </Button>
        <Button
          variant="outline"
          aria-label={t('saved-searches.card.deleteNamed', { name: search.name })}
          onClick={() => onDelete(search)}
          className="px-3 text-danger hover:bg-danger-soft hover:text-danger"
        >
          <Trash2Icon aria-hidden="true" />
          {t('saved-searches.card.delete')}
        </Button>
      </div>
    </article>
  );
}
