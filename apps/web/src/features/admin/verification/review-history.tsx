import type { VerificationRequestDetail } from '@aangan/domain';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { type AdminWords, useAdminWords } from '../messages';

type Entry = VerificationRequestDetail['history'][number];

/** 'Requested 12 Nov 2026 · Declined 14 Nov 2026 by arjun@example.in'. */
function datesLine(entry: Entry, { REQUEST_EVENT_LABELS, REVIEW_COPY, formatDate }: AdminWords): string {
  const requested = `${REQUEST_EVENT_LABELS.open} ${formatDate(entry.createdAt) ?? ''}`;
  const decidedOn = formatDate(entry.decidedAt);
  if (entry.status === 'open' || decidedOn === null) return requested;
  const decided = `${REQUEST_EVENT_LABELS[entry.status]} ${decidedOn}`;
  return `${requested} · ${entry.decidedBy ? `${decided} ${REVIEW_COPY.decidedBy(entry.decidedBy)}` : decided}`;
}

/** Every request of the listing, newest first; the others open in their own review page. */
export function ReviewHistory({ request }: { request: VerificationRequestDetail }) {
  const words = useAdminWords();
  const { QUEUE_COPY, REVIEW_COPY, VERIFICATION_STATUS_LABELS } = words;
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold text-lg">{REVIEW_COPY.historyHeading}</h3>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col divide-y">
          {request.history.map((entry) => {
            const label = VERIFICATION_STATUS_LABELS[entry.status];
            const isThis = entry.id === request.id;
            return (
              <li key={entry.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2">
                  {isThis ? (
                    <p className="font-medium text-foreground">{label}</p>
                  ) : (
                    <Link
                      to={`/admin/verifications/${encodeURIComponent(entry.id)}`}
                      className="font-medium text-brand underline-offset-4 hover:underline"
                    >
                      {label}
                    </Link>
                  )}
                  {isThis && <Badge variant="outline">{REVIEW_COPY.thisRequest}</Badge>}
                  {entry.trigger === 'edited' && <Badge variant="soft">{QUEUE_COPY.edited}</Badge>}
                </div>
                <p className="text-muted-foreground text-sm">{datesLine(entry, words)}</p>
                {/* This request's reason is in the decision panel above. */}
                {entry.reason && !isThis && <p className="whitespace-pre-line break-words text-sm">{entry.reason}</p>}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
