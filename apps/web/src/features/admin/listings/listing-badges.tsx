import type { HideReason, ListingState } from '@aangan/domain';
import {
  BadgeCheckIcon,
  CalendarXIcon,
  CircleDotIcon,
  EyeOffIcon,
  MessageSquareWarningIcon,
  ShieldEllipsisIcon,
  UserXIcon,
} from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { useAdminWords } from '../messages';
import { useListingsWords } from './messages';

interface ListingBadgesProps {
  state: ListingState;
  hiddenReason: HideReason | null;
  verified: boolean;
  /** A verification request is open; not known on every list. */
  verificationPending?: boolean;
  /** An appeal waits for an answer; not known on every list. */
  openAppeal?: boolean;
}

/**
 * Where a listing stands at a glance: live, hidden (with why) or out while its owner is suspended; verified
 * or waiting for review; and an appeal waiting, the one that asks for the team's action.
 */
export function ListingBadges({ state, hiddenReason, verified, verificationPending, openAppeal }: ListingBadgesProps) {
  const { HIDE_REASON_LABELS } = useAdminWords();
  const { LISTING_STATE_LABELS, LISTINGS_COPY } = useListingsWords();
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {state === 'live' && (
        <Badge variant="outline">
          <CircleDotIcon aria-hidden="true" className="text-success" />
          {LISTING_STATE_LABELS.live}
        </Badge>
      )}
      {state === 'hidden' && (
        <Badge variant="danger" className="whitespace-normal">
          <EyeOffIcon aria-hidden="true" />
          {hiddenReason ? LISTINGS_COPY.hiddenFor(HIDE_REASON_LABELS[hiddenReason]) : LISTING_STATE_LABELS.hidden}
        </Badge>
      )}
      {state === 'owner-suspended' && (
        <Badge variant="danger">
          <UserXIcon aria-hidden="true" />
          {LISTING_STATE_LABELS['owner-suspended']}
        </Badge>
      )}
      {(state === 'expired' || state === 'withdrawn') && (
        <Badge variant="outline">
          <CalendarXIcon aria-hidden="true" />
          {LISTING_STATE_LABELS[state]}
        </Badge>
      )}
      {verified && (
        <Badge variant="success">
          <BadgeCheckIcon aria-hidden="true" />
          {LISTINGS_COPY.verified}
        </Badge>
      )}
      {verificationPending && (
        <Badge variant="soft">
          <ShieldEllipsisIcon aria-hidden="true" />
          {LISTINGS_COPY.pendingReview}
        </Badge>
      )}
      {openAppeal && (
        <Badge variant="brand">
          <MessageSquareWarningIcon aria-hidden="true" />
          {LISTINGS_COPY.appealOpen}
        </Badge>
      )}
    </div>
  );
}
