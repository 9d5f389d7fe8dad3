import type { PublicVerification } from '@aangan/domain';
import { ShieldQuestionIcon } from 'lucide-react';
import { useI18n } from '../../i18n/use-i18n';
import { VerifiedBadge } from './verified-badge';

interface VerificationMarkProps {
  verified: boolean;
  /** What the badge explains; null for a listing verified before the team kept a checklist. */
  verification: PublicVerification | null;
}

/**
 * The mark beside the title (docs/product.md §2): 'Verified', which opens what was checked, or 'Not verified';
 * both are labelled pills of one size (issue 19: one was a lone icon), for visitors and the poster alike.
 */
export function VerificationMark({ verified, verification }: VerificationMarkProps) {
  const { t } = useI18n();
  if (verified) return <VerifiedBadge verification={verification} />;
  return (
    <span className="inline-flex h-8 shrink-0 items-center gap-1 rounded-full bg-muted pr-2.5 pl-2 font-medium text-muted-foreground text-sm">
      <ShieldQuestionIcon className="size-5" aria-hidden="true" />
      {t('property.verification.notVerified')}
    </span>
  );
}
