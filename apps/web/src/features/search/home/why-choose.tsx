import type { MessageId } from '@lingui/core';
import { HandshakeIcon, LandmarkIcon, type LucideIcon, Rotate3dIcon, ShieldCheckIcon } from 'lucide-react';
import { useI18n } from '../../../i18n/use-i18n';
import { SITE_NAME } from '../../../lib/site';

interface Reason {
  title: MessageId;
  text: MessageId;
  icon: LucideIcon;
}

// The promises the product makes (docs/product.md §1); a listing shows Verified only once the team has checked it.
const REASONS: readonly Reason[] = [
  { title: 'search.why.verified', text: 'search.why.verifiedText', icon: ShieldCheckIcon },
  { title: 'search.why.views', text: 'search.why.viewsText', icon: Rotate3dIcon },
  { title: 'search.why.loans', text: 'search.why.loansText', icon: LandmarkIcon },
  { title: 'search.why.support', text: 'search.why.supportText', icon: HandshakeIcon },
];

/** 'Why Choose Aangan': what the marketplace promises, in four short lines. */
export function WhyChoose() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="why-choose-title" className="below-fold border-y bg-surface">
      <div className="page-container py-12">
        <h2 id="why-choose-title" className="mb-8 font-bold text-2xl text-foreground tracking-tight">
          {t('search.why.title', { name: SITE_NAME })}
        </h2>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex min-w-0 flex-col gap-3">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="font-semibold text-foreground">{t(title)}</h3>
              <p className="text-muted-foreground text-sm">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
