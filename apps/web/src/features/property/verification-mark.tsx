import { BadgeCheckIcon, ShieldQuestionIcon } from 'lucide-react';
import { VERIFICATION_LABELS } from './messages';

/**
 * The icon beside the title (docs/product.md §2): a green check for a verified listing. An unverified one reads
 * 'Not verified' beside the icon for visitors; its poster gets the fuller notice in their panel instead.
 */
export function VerificationMark({ verified, showText }: { verified: boolean; showText: boolean }) {
  if (verified) {
    return (
      <span title={VERIFICATION_LABELS.verified} className="inline-flex shrink-0 text-success">
        <BadgeCheckIcon role="img" aria-label={VERIFICATION_LABELS.verified} className="size-6" />
      </span>
    );
  }
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
