import {
  amenityLabels,
  detailFacts,
  type FactRow,
  indianCalendarDay,
  NO_AMENITIES_MESSAGE,
  NO_TERMS_MESSAGE,
  type Property,
  termsFacts,
} from '@aangan/domain';
import { CircleCheckIcon } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';

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

/** 'Property Details' (docs/product.md §2): the listing's facts, amenities and terms in three tabs, all in words. */
export function PropertyFactsCard({ property }: { property: Property }) {
  const facts = detailFacts(property, indianCalendarDay(new Date()));
  const amenities = amenityLabels(property.amenities);
  const terms = termsFacts(property);

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-4 font-semibold text-foreground text-xl">Property Details</h2>
      <Tabs defaultValue="details">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="amenities">Amenities</TabsTrigger>
          <TabsTrigger value="terms">Terms</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <FactList rows={facts} />
        </TabsContent>
        <TabsContent value="amenities">
          {amenities.length === 0 ? (
            <EmptyNote>{NO_AMENITIES_MESSAGE}</EmptyNote>
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
          {terms.length === 0 ? <EmptyNote>{NO_TERMS_MESSAGE}</EmptyNote> : <FactList rows={terms} />}
        </TabsContent>
      </Tabs>
    </Card>
  );
}
