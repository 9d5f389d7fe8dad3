import type { Property } from '@aangan/domain';
import { formatCount } from '@aangan/domain';
import { useI18n } from '../../i18n/use-i18n';
import { cn } from '../../lib/utils';
import type { MyProperty } from './api';
import { MyPropertyCard } from './my-property-card';

interface PropertyListProps {
  items: MyProperty[];
  /** All of the owner's listings, for "Showing 3 of 12". */
  total: number;
  /** The cards are an older search's, kept on screen while the new one loads. */
  stale: boolean;
  onDelete: (property: Property) => void;
}

/** The matching listings, newest first, with a live count so a search's outcome is announced. */
export function PropertyList({ items, total, stale, onDelete }: PropertyListProps) {
  const { t } = useI18n();
  const count = formatCount(total);
  const shown =
    items.length === total
      ? t('dashboard.showing.all', { count, total })
      : t('dashboard.showing.some', { shown: formatCount(items.length), count, total });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {shown}
      </p>
      <ul className={cn('flex flex-col gap-4 transition-opacity', stale && 'opacity-60')} aria-busy={stale}>
        {items.map((property) => (
          <li key={property.id}>
            <MyPropertyCard property={property} onDelete={onDelete} />
          </li>
        ))}
      </ul>
    </div>
  );
}
