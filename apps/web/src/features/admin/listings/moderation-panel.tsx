import type { TeamListingDetail } from '@aangan/domain';
import { useRef } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { useCurrentUser } from '../../../lib/current-user';
import { useAdminWords } from '../messages';
import { RevokeDialog } from '../verification/revoke-dialog';
import { DeleteDialog } from './delete-dialog';
import { HideDialog } from './hide-dialog';
import { useListingsWords } from './messages';
import { RestoreDialog } from './restore-dialog';

type Hidden = NonNullable<TeamListingDetail['hidden']>;

/** Why the team hid it, by whom and when: what the owner reads too. */
function HiddenDetails({ hidden }: { hidden: Hidden }) {
  const { formatDate, HIDE_REASON_LABELS } = useAdminWords();
  const { LISTING_COPY } = useListingsWords();
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-danger/30 bg-danger-soft px-3 py-2.5 text-sm">
      <p className="font-medium text-foreground">{LISTING_COPY.hiddenOn(formatDate(hidden.at) ?? '', hidden.by)}</p>
      <p className="break-words">
        <span className="font-medium">{LISTING_COPY.reason}:</span> {HIDE_REASON_LABELS[hidden.reason]}
      </p>
      {hidden.note && (
        <p className="whitespace-pre-line break-words">
          <span className="font-medium">{LISTING_COPY.note}:</span> {hidden.note}
        </p>
      )}
    </div>
  );
}

/**
 * Where the listing stands and what the team can do with it: hide a listing not hidden (a live one, or one
 * out while its owner is suspended), restore a hidden one, revoke a verification, and — admins only, as the
 * server allows — delete it for good.
 */
export function ModerationPanel({ detail, onConflict }: { detail: TeamListingDetail; onConflict: () => void }) {
  const { LISTING_COPY } = useListingsWords();
  const { user } = useCurrentUser();
  const heading = useRef<HTMLHeadingElement>(null);
  const { listing, hidden, state } = detail;
  const hasOpenAppeal = detail.appeals.some((appeal) => appeal.status === 'open');

  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 ref={heading} tabIndex={-1} className="font-semibold text-lg outline-none">
          {LISTING_COPY.moderationHeading}
        </h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {state === 'live' && <p className="text-sm">{LISTING_COPY.live}</p>}
        {state === 'owner-suspended' && <p className="text-sm">{LISTING_COPY.ownerSuspended}</p>}
        {hidden && <HiddenDetails hidden={hidden} />}
        <div className="flex flex-wrap gap-2">
          {hidden ? (
            <RestoreDialog listingId={listing.id} hasOpenAppeal={hasOpenAppeal} onConflict={onConflict} />
          ) : (
            <HideDialog listingId={listing.id} onConflict={onConflict} />
          )}
          {user?.role === 'admin' && <DeleteDialog listingId={listing.id} />}
        </div>
        {listing.verificationStatus && (
          <RevokeDialog listingId={listing.id} onRevoked={() => heading.current?.focus()} onConflict={onConflict} />
        )}
      </CardContent>
    </Card>
  );
}
