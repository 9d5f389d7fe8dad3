import { APPEAL_STATUS_LABELS, HIDE_REASON_LABELS } from '@aangan/domain';
import { EyeOffIcon, MessageSquareWarningIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import type { MyProperty } from './api';
import { AppealDialog } from './appeal-dialog';
import { MODERATION_NOTICE_COPY } from './appeal-messages';

/**
 * A listing the team hides, on its card: why, in the list's words and the moderator's note, and where the
 * owner's appeal stands — 'Appeal' until one is sent, then what the team answered.
 */
export function ModerationNotice({ property }: { property: MyProperty }) {
  const [appealing, setAppealing] = useState(false);
  const { moderation } = property;
  if (!moderation) return null;
  const { appeal } = moderation;

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-danger/30 bg-danger-soft px-3 py-2.5 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="flex min-w-0 gap-2">
        <EyeOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-medium text-foreground">{MODERATION_NOTICE_COPY.title}</p>
          <p className="text-muted-foreground">{MODERATION_NOTICE_COPY.detail}</p>
          <p className="break-words">
            <span className="font-medium">{MODERATION_NOTICE_COPY.reason}:</span>{' '}
            {HIDE_REASON_LABELS[moderation.reason]}
            {moderation.note && ` — ${moderation.note}`}
          </p>
          {appeal?.status === 'open' && (
            <p className="font-medium text-foreground">{MODERATION_NOTICE_COPY.appealSent}</p>
          )}
          {appeal && appeal.status !== 'open' && (
            <p className="break-words">
              <span className="font-medium">{APPEAL_STATUS_LABELS[appeal.status]}.</span>{' '}
              {appeal.reply && `${MODERATION_NOTICE_COPY.teamReply}: ${appeal.reply}`}
            </p>
          )}
        </div>
      </div>
      {!appeal && (
        <>
          <Button size="sm" variant="outline" className="self-start" onClick={() => setAppealing(true)}>
            <MessageSquareWarningIcon aria-hidden="true" />
            {MODERATION_NOTICE_COPY.appeal} <span className="sr-only">{property.title}</span>
          </Button>
          <AppealDialog listing={property} open={appealing} onOpenChange={setAppealing} />
        </>
      )}
    </div>
  );
}
