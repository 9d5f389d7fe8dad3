import { amenityLabels, detailFacts, type FactRow, indianCalendarDay, type Property, termsFacts } from '@aangan/domain';
import { CircleCheckIcon } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useI18n } from '../../i18n/use-i18n';
import { useDetailWords } from './detail-words';

function FactList({ rows }: { rows: readonly FactRow[] }) {
  return (
    <dl className="grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-col gap-0.5 border-b py-3">
          <dt className="text-muted-foreground text-sm">{row.label}</dt>
          <dd className="break-words font-medium text-foreground">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function EmptyNote({ children }: { children: string }) {
  return <p className="py-3 text-muted-foreground">{children}</p>;
}

/**
 * 'Property Details' (docs/product.md §2): the listing's facts, amenities and terms in three tabs, all in words,
 * in the page's language.
 */
export function PropertyFactsCard({ property }: { property: Property }) {
  const { t } = useI18n();
  const words = useDetailWords();
  const facts = detailFacts(property, indianCalendarDay(new Date()), words);
  const amenities = amenityLabels(property.amenities, words.labels);
  const terms = termsFacts(property, words);

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-4 font-semibold text-foreground text-xl">{t('property.facts.title')}</h2>
      <Tabs defaultValue="details">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="details">{t('property.facts.tab.details')}</TabsTrigger>
          <TabsTrigger value="amenities">{t('property.facts.tab.amenities')}</TabsTrigger>
          <TabsTrigger value="terms">{t('property.facts.tab.terms')}</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <FactList rows={facts} />
        </TabsContent>
        <TabsContent value="amenities">
          {amenities.length === 0 ? (
            <EmptyNote>{t('property.facts.noAmenities')}</EmptyNote>
          ) : (
            <ul className="grid grid-cols-1 gap-3 py-3 min-[24rem]:grid-cols-2 sm:grid-cols-3">
              {amenities.map((amenity) => (
                <li key={amenity} className="flex items-center gap-2 text-foreground">
                  <CircleCheckIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
                  {amenity}
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="terms">
          {terms.length === 0 ? <EmptyNote>{t('property.facts.noTerms')}</EmptyNote> : <FactList rows={terms} />}
        </TabsContent>
      </Tabs>
    </Card>
  );
}
