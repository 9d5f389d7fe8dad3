import type { AppealStatus, HideReason } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { EyeOffIcon, MessageSquareWarningIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import type { MyProperty } from './api';
import { AppealDialog } from './appeal-dialog';

/** The team's reasons, in the words of the console's list (HIDE_REASON_LABELS). */
const HIDE_REASONS: Record<HideReason, MessageId> = {
  fake: 'dashboard.hideReason.fake',
  duplicate: 'dashboard.hideReason.duplicate',
  'wrong-details': 'dashboard.hideReason.wrong-details',
  unavailable: 'dashboard.hideReason.unavailable',
  offensive: 'dashboard.hideReason.offensive',
  spam: 'dashboard.hideReason.spam',
  'owner-request': 'dashboard.hideReason.owner-request',
  other: 'dashboard.hideReason.other',
  reports: 'dashboard.hideReason.reports',
};

/** An answered appeal (APPEAL_STATUS_LABELS); an open one says 'Appeal sent' in a line of its own. */
const ANSWERED: Record<Exclude<AppealStatus, 'open'>, MessageId> = {
  upheld: 'dashboard.moderation.upheld',
  restored: 'dashboard.moderation.restored',
};

/**
 * A listing the team hides, on its card: why, in the list's words and the moderator's note, and where the
 * owner's appeal stands — 'Appeal' until one is sent, then what the team answered.
 */
export function ModerationNotice({ property }: { property: MyProperty }) {
  const { t } = useI18n();
  const [appealing, setAppealing] = useState(false);
  const { moderation } = property;
  if (!moderation) return null;
  const { appeal } = moderation;

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-danger/30 bg-danger-soft px-3 py-2.5 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="flex min-w-0 gap-2">
        <EyeOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-medium text-foreground">{t('dashboard.moderation.title')}</p>
          <p className="text-muted-foreground">{t('dashboard.moderation.detail')}</p>
          <p className="break-words">
            <span className="font-medium">{t('dashboard.moderation.reason')}:</span>{' '}
            {t(HIDE_REASONS[moderation.reason])}
            {moderation.note && ` — ${moderation.note}`}
          </p>
          {appeal?.status === 'open' && (
            <p className="font-medium text-foreground">{t('dashboard.moderation.appealSent')}</p>
          )}
          {appeal && appeal.status !== 'open' && (
            <p className="break-words">
              <span className="font-medium">{t(ANSWERED[appeal.status])}.</span>{' '}
              {appeal.reply && `${t('dashboard.moderation.teamReply')}: ${appeal.reply}`}
            </p>
          )}
        </div>
      </div>
      {!appeal && (
        <>
          <Button size="sm" variant="outline" className="self-start" onClick={() => setAppealing(true)}>
            <MessageSquareWarningIcon aria-hidden="true" />
            {t('dashboard.moderation.appeal')} <span className="sr-only">{property.title}</span>
          </Button>
          <AppealDialog listing={property} open={appealing} onOpenChange={setAppealing} />
        </>
      )}
    </div>
  );
}
