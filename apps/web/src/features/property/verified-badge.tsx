import { type PublicVerification, verificationExplanation } from '@aangan/domain';
import { BadgeCheckIcon, InfoIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover';
import { useI18n } from '../../i18n/use-i18n';
import { explanationWords } from './explanation-words';

/**
 * 'Verified' explains itself (issue 16): a button that opens a small panel saying what the team checked and
 * when, and the Terms' limit on what the tag promises. Radix gives the button aria-expanded, moves focus into
 * the panel and back, and closes it on Escape or a click outside.
 */
export function VerifiedBadge({ verification }: { verification: PublicVerification | null }) {
  const { t, locale } = useI18n();
  const titleId = useId();
  return (
    <Popover>
      <PopoverTrigger className="inline-flex h-8 shrink-0 cursor-pointer items-center gap-1 rounded-full bg-success-soft pr-2.5 pl-2 font-medium text-sm text-success transition-colors hover:bg-success/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        <BadgeCheckIcon aria-hidden="true" className="size-5" />
        {t('property.verification.verified')}
        <InfoIcon aria-hidden="true" className="size-3.5 opacity-70" />
      </PopoverTrigger>
      <PopoverContent aria-labelledby={titleId} className="flex flex-col gap-2">
        <p id={titleId} className="flex items-center gap-1.5 font-semibold text-foreground">
          <BadgeCheckIcon aria-hidden="true" className="size-4 text-success" />
          {t('property.verification.explainedTitle')}
        </p>
        <p className="text-foreground">
          {verification
            ? t('property.verification.explained', {
                sentence: verificationExplanation(verification, explanationWords(t, locale)),
              })
            : t('property.verification.verifiedByTeam')}
        </p>
        <p className="text-muted-foreground">{t('property.verification.limit')}</p>
        <Link to="/terms" className="w-fit font-medium text-brand underline-offset-4 hover:underline">
          {t('property.verification.terms')}
        </Link>
      </PopoverContent>
    </Popover>
  );
}
