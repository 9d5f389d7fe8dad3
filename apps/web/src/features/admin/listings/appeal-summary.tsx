import type { TeamListingDetail } from '@aangan/domain';
import { ClockIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { useAdminWords } from '../messages';
import { useListingsWords } from './messages';
import { OwnerMessage } from './owner-message';

type Appeal = TeamListingDetail['appeals'][number];

/** One appeal as the team reads it: where it stands, when it was sent, the owner's words, and the reply. */
export function AppealSummary({ appeal }: { appeal: Appeal }) {
  const { formatDate, timeAgo } = useAdminWords();
  const { LISTING_COPY, APPEAL_STATUS_COPY, APPEALS_COPY } = useListingsWords();
  const decidedOn = formatDate(appeal.decidedAt);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={appeal.status === 'open' ? 'brand' : appeal.status === 'restored' ? 'success' : 'default'}>
          {APPEAL_STATUS_COPY[appeal.status]}
        </Badge>
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <ClockIcon aria-hidden="true" className="size-3.5" />
          <time dateTime={appeal.createdAt}>
            {APPEALS_COPY.sent} {timeAgo(appeal.createdAt)}
          </time>
        </span>
      </div>
      <OwnerMessage message={appeal.message} />
      {appeal.status !== 'open' && decidedOn && (
        <p className="text-muted-foreground text-sm">
          {LISTING_COPY.answeredOn(APPEAL_STATUS_COPY[appeal.status], decidedOn, appeal.decidedBy)}
        </p>
      )}
      {appeal.reply && (
        <p className="whitespace-pre-line break-words text-sm">
          <span className="font-medium">{LISTING_COPY.reply}:</span> {appeal.reply}
        </p>
      )}
    </div>
  );
}
