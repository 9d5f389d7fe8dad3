import type { MessageId } from '@lingui/core';
import { CheckIcon } from 'lucide-react';
import { useI18n } from '../../i18n/use-i18n';
import { SITE_NAME } from '../../lib/site';

const FOR_SEEKERS: readonly MessageId[] = [
  'about.story.forSeekers.1',
  'about.story.forSeekers.2',
  'about.story.forSeekers.3',
];

const FOR_OWNERS: readonly MessageId[] = [
  'about.story.forOwners.1',
  'about.story.forOwners.2',
  'about.story.forOwners.3',
];

function BenefitList({ title, items }: { title: MessageId; items: readonly MessageId[] }) {
  const { t } = useI18n();
  return (
    <div className="flex min-w-0 flex-col gap-3 rounded-xl border bg-surface p-5 shadow-sm">
      <h3 className="font-semibold text-foreground">{t(title)}</h3>
      <ul className="flex flex-col gap-2.5 text-muted-foreground text-sm">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2.5">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>{t(item)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 'Our story': why Aangan started with one city, and the eight it lists in now (decision 025: the spec's 'focus on
 * one local city market' no longer matched listings in eight cities).
 */
export function AboutStory() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="about-story-title" className="border-y bg-surface">
      <div className="page-container grid grid-cols-1 gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:gap-16">
        <div className="flex max-w-[65ch] flex-col gap-4">
          <p className="font-medium text-brand text-sm">{t('about.story.eyebrow')}</p>
          <h2 id="about-story-title" className="font-bold text-2xl text-foreground tracking-tight sm:text-3xl">
            {t('about.story.title')}
          </h2>
          <div className="flex flex-col gap-4 text-muted-foreground leading-7">
            <p>{t('about.story.p1')}</p>
            <p>{t('about.story.p2')}</p>
            <p>{t('about.story.p3', { name: SITE_NAME })}</p>
          </div>
        </div>
        <div className="flex flex-col gap-4 lg:pt-10">
          <BenefitList title="about.story.forSeekers" items={FOR_SEEKERS} />
          <BenefitList title="about.story.forOwners" items={FOR_OWNERS} />
        </div>
      </div>
    </section>
  );
}
