import type { PublicVerification } from '@aangan/domain';
import { ShieldQuestionIcon } from 'lucide-react';
import { VERIFICATION_LABELS } from './messages';
import { VerifiedBadge } from './verified-badge';

interface VerificationMarkProps {
  verified: boolean;
  /** What the badge explains; null for a listing verified before the team kept a checklist. */
  verification: PublicVerification | null;
  showText: boolean;
}

/**
 * The mark beside the title (docs/product.md §2): 'Verified', which opens what was checked. An unverified
 * listing reads 'Not verified' beside the icon for visitors; its poster gets the fuller notice in their panel
 * instead.
 */
export function VerificationMark({ verified, verification, showText }: VerificationMarkProps) {
  if (verified) return <VerifiedBadge verification={verification} />;
  if (!showText) {
    return (
      <span title={VERIFICATION_LABELS.notVerified} className="inline-flex shrink-0 text-muted-foreground">
        <ShieldQuestionIcon role="img" aria-label={VERIFICATION_LABELS.notVerified} className="size-6" />
      </span>
    );
  }
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-muted px-2.5 py-1 font-medium text-muted-foreground text-xs">
      <ShieldQuestionIcon className="size-4" aria-hidden="true" />
      {VERIFICATION_LABELS.notVerified}
    </span>
  );
}
