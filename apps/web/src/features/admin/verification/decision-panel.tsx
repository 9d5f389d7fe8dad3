import type { VerificationRequestDetail } from '@aangan/domain';
import { useRef, useState } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ConflictAlert } from '../conflict-alert';
import { useAdminWords } from '../messages';
import { useReloadRequest } from './api';
import { ApproveForm } from './approve-form';
import { DecidedState } from './decided-state';
import { RejectForm } from './reject-form';
import { RevokeDialog } from './revoke-dialog';

/**
 * What the moderator can do with the request: decide an open one (approve with the checklist, or reject
 * with a reason), revoke an approval while the listing is verified, or read how it was decided.
 */
export function DecisionPanel({ request }: { request: VerificationRequestDetail }) {
  const { DECISION_COPY, REFUSALS } = useAdminWords();
  const [hasConflict, setConflict] = useState(false);
  const reload = useReloadRequest(request.id);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the moderator used is gone once decided: their focus lands on the panel that shows the outcome.
  const focusOutcome = () => heading.current?.focus();
  const conflict = () => setConflict(true);
  const isRevocable = request.status === 'approved' && request.listing.verificationStatus;

  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 id="decision-heading" ref={heading} tabIndex={-1} className="font-semibold text-lg outline-none">
          {DECISION_COPY.heading}
        </h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {hasConflict && (
          <ConflictAlert message={REFUSALS.listingChanged} onReload={() => reload().then(() => setConflict(false))} />
        )}
        {request.status === 'open' ? (
          <>
            <ApproveForm requestId={request.id} onDecided={focusOutcome} onConflict={conflict} />
            <div className="border-t pt-5">
              <RejectForm requestId={request.id} onDecided={focusOutcome} onConflict={conflict} />
            </div>
          </>
        ) : (
          <DecidedState request={request} />
        )}
        {isRevocable && <RevokeDialog listingId={request.listing.id} onRevoked={focusOutcome} onConflict={conflict} />}
      </CardContent>
    </Card>
  );
}
