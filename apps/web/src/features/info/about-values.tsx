import type { MessageId } from '@lingui/core';
import { HeadsetIcon, LandmarkIcon, type LucideIcon, Rotate3dIcon, ShieldCheckIcon } from 'lucide-react';
import { useI18n } from '../../i18n/use-i18n';

interface Value {
  title: MessageId;
  text: MessageId;
  icon: LucideIcon;
}

// The four promises of docs/product.md §1, said the way the Terms bound them: 'Verified' means checked, not guaranteed.
const VALUES: readonly Value[] = [
  { title: 'about.values.verified', text: 'about.values.verifiedText', icon: ShieldCheckIcon },
  { title: 'about.values.views', text: 'about.values.viewsText', icon: Rotate3dIcon },
  { title: 'about.values.loans', text: 'about.values.loansText', icon: LandmarkIcon },
  { title: 'about.values.support', text: 'about.values.supportText', icon: HeadsetIcon },
];

/** 'What you can count on': the promises as four cards. */
export function AboutValues() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="about-values-title" className="page-container py-12 sm:py-16">
      <div className="flex max-w-2xl flex-col gap-2">
        <h2 id="about-values-title" className="font-bold text-2xl text-foreground tracking-tight sm:text-3xl">
          {t('about.values.title')}
        </h2>
        <p className="text-muted-foreground">{t('about.values.intro')}</p>
      </div>
      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {VALUES.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex min-w-0 flex-col gap-3 rounded-xl border bg-surface p-5 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-soft text-brand">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="font-semibold text-foreground">{t(title)}</h3>
            <p className="text-muted-foreground text-sm leading-relaxed">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
