import { useQuery } from '@tanstack/react-query';
import { ListingStrip } from '../../components/listing-card/listing-strip';
import { useI18n } from '../../i18n/use-i18n';
import { similarPropertiesQuery } from './api';

/**
 * 'Similar properties' (issue 21, decision 034): below the listing, up to six like it, the same cards as the
 * results'. Asked for only once the listing is on screen (this renders with it), so it never holds the page up.
 * Optional content: while it loads, when there are none and when the request fails there is no section at all.
 */
export function SimilarProperties({ propertyId }: { propertyId: string }) {
  const { t } = useI18n();
  const { data } = useQuery(similarPropertiesQuery(propertyId));
  const listings = data?.items ?? [];
  if (listings.length === 0) return null;

  return (
    <section aria-labelledby="similar-properties-title" className="mt-10 flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="similar-properties-title" className="font-semibold text-foreground text-xl">
          {t('property.similar.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('property.similar.text')}</p>
      </div>
      <ListingStrip listings={listings} layout="row-then-grid" />
    </section>
  );
}
