import {
  formatListingDate,
  VERIFICATION_CHECK_LABELS,
  VERIFICATION_STATUS_LABELS,
  type VerificationRequestDetail,
} from '@aangan/domain';
import { CircleCheckIcon } from 'lucide-react';
import { DECISION_COPY, REVIEW_COPY } from '../messages';

/** 'Verified on 14 Nov 2026 by arjun@example.in'. */
function decidedLine(request: VerificationRequestDetail): string | null {
  const date = formatListingDate(request.decidedAt);
  if (date === null) return null;
  const line = DECISION_COPY.decidedOn(VERIFICATION_STATUS_LABELS[request.status], date);
  return request.decidedBy ? `${line} ${REVIEW_COPY.decidedBy(request.decidedBy)}` : line;
}

/** What was checked, with the moderator's notes: the evidence an approval keeps. */
function Evidence({ checklist }: { checklist: NonNullable<VerificationRequestDetail['checklist']> }) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="font-medium text-foreground">{DECISION_COPY.evidenceHeading}</h4>
      <ul className="flex flex-col gap-2 text-sm">
        {checklist.map(({ check, note }) => (
          <li key={check} className="flex gap-2">
            <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <div className="min-w-0">
              <p className="text-foreground">{VERIFICATION_CHECK_LABELS[check]}</p>
              {note && <p className="break-words text-muted-foreground">{note}</p>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A request already decided: who decided what and when, the reason the owner read, and the evidence kept. */
export function DecidedState({ request }: { request: VerificationRequestDetail }) {
  const line = decidedLine(request);
  return (
    <div className="flex flex-col gap-4">
      {line && <p className="text-foreground">{line}</p>}
      {request.status === 'lapsed' && <p className="text-muted-foreground text-sm">{DECISION_COPY.lapsed}</p>}
      {request.reason && (
        <div className="flex flex-col gap-1">
          <h4 className="font-medium text-foreground">{REVIEW_COPY.reason}</h4>
          <p className="whitespace-pre-line break-words text-sm">{request.reason}</p>
        </div>
      )}
      {request.checklist && request.checklist.length > 0 && <Evidence checklist={request.checklist} />}
    </div>
  );
}
