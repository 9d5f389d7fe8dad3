import type { VerificationRequestDetail } from '@aangan/domain';
import { CircleCheckIcon } from 'lucide-react';
import { type AdminWords, useAdminWords } from '../messages';

/** 'Verified on 14 Nov 2026 by arjun@example.in'. */
function decidedLine(request: VerificationRequestDetail, words: AdminWords): string | null {
  const { REVIEW_COPY, DECISION_COPY, VERIFICATION_STATUS_LABELS, formatDate } = words;
  const date = formatDate(request.decidedAt);
  if (date === null) return null;
  const line = DECISION_COPY.decidedOn(VERIFICATION_STATUS_LABELS[request.status], date);
  return request.decidedBy ? `${line} ${REVIEW_COPY.decidedBy(request.decidedBy)}` : line;
}

/** What was checked, with the moderator's notes: the evidence an approval keeps. */
function Evidence({ checklist }: { checklist: NonNullable<VerificationRequestDetail['checklist']> }) {
  const { DECISION_COPY, VERIFICATION_CHECK_LABELS } = useAdminWords();
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
  const words = useAdminWords();
  const { REVIEW_COPY, DECISION_COPY } = words;
  const line = decidedLine(request, words);
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
