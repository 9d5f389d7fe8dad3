import type { TeamListingDetail } from '@aangan/domain';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { AnswerAppealDialog } from './answer-appeal-dialog';
import { AppealSummary } from './appeal-summary';
import { useListingsWords } from './messages';

/** Every appeal against the listing's hiding, newest first; the open one can be answered here. */
export function ListingAppeals({ detail, onConflict }: { detail: TeamListingDetail; onConflict: () => void }) {
  const { LISTING_COPY } = useListingsWords();
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold text-lg">{LISTING_COPY.appealsHeading}</h3>
      </CardHeader>
      <CardContent>
        {detail.appeals.length === 0 ? (
          <p className="text-muted-foreground text-sm">{LISTING_COPY.noAppeals}</p>
        ) : (
          <ol aria-label={LISTING_COPY.appealsHeading} className="flex flex-col divide-y">
            {detail.appeals.map((appeal) => (
              <li key={appeal.id} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0">
                <AppealSummary appeal={appeal} />
                {appeal.status === 'open' && (
                  <AnswerAppealDialog appeal={appeal} listingTitle={detail.listing.title} onConflict={onConflict} />
                )}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
