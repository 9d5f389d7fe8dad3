import type { TeamListingDetail } from '@aangan/domain';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { useAdminWords } from './messages';

type Entry = TeamListingDetail['history'][number];

/**
 * What the team did to a listing or an account, newest first: the audit log's entries about it (the server
 * sends the latest 50; the Audit log section has them all).
 */
export function RecordHistory({ entries }: { entries: readonly Entry[] }) {
  const { HISTORY_COPY, AUDIT_ACTION_LABELS, formatMoment, describeChanges } = useAdminWords();
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold text-lg">{HISTORY_COPY.heading}</h3>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-muted-foreground text-sm">{HISTORY_COPY.empty}</p>
        ) : (
          <ol aria-label={HISTORY_COPY.heading} className="flex flex-col divide-y">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                <p className="font-medium text-foreground">{AUDIT_ACTION_LABELS[entry.action]}</p>
                <p className="break-words text-muted-foreground text-sm">
                  <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt)}</time> {HISTORY_COPY.by(entry.actor)}
                </p>
                {entry.reason && <p className="whitespace-pre-line break-words text-sm">{entry.reason}</p>}
                <p className="break-words text-muted-foreground text-xs">{describeChanges(entry)}</p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
