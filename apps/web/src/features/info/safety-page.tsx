import { ShieldCheckIcon } from 'lucide-react';
import { useI18n } from '../../i18n/use-i18n';
import { usePageMeta } from '../../lib/use-document-title';
import type { LegalBlock } from './legal-types';
import { RichText } from './rich-text';
import { SAFETY_SECTIONS } from './safety-content';

/** A paragraph of advice, or a list of signs (styled by the section around it). */
function AdviceBlock({ block }: { block: LegalBlock }) {
  if (typeof block === 'object') {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>
            <RichText id={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      <RichText id={block} />
    </p>
  );
}

/**
 * /safety (issue 17): how seekers keep their money and documents safe, linked from the safety notice beside
 * Call Now and in the contact dialog, the footer and the FAQ.
 */
export function SafetyPage() {
  const { t } = useI18n();
  usePageMeta('/safety');

  return (
    <section className="page-container py-8 sm:py-12">
      <article className="mx-auto flex max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-3">
          <p className="inline-flex items-center gap-1.5 font-medium text-brand text-sm">
            <ShieldCheckIcon className="size-4" aria-hidden="true" />
            {t('safety.eyebrow')}
          </p>
          <h1 className="font-bold text-3xl text-foreground tracking-tight sm:text-4xl">{t('safety.title')}</h1>
          <p className="text-lg text-muted-foreground leading-relaxed">{t('safety.intro')}</p>
        </header>

        <nav aria-label={t('safety.contents')} className="rounded-xl border bg-surface p-5 shadow-sm">
          <ol className="grid gap-2 text-sm sm:grid-cols-2">
            {SAFETY_SECTIONS.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="font-medium text-brand underline-offset-2 hover:underline">
                  {index + 1}. {t(section.title)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {SAFETY_SECTIONS.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
            <h2 id={`${section.id}-title`} className="mb-3 font-semibold text-foreground text-xl tracking-tight">
              {index + 1}. {t(section.title)}
            </h2>
            <div className="grid gap-3 text-[0.9375rem] text-muted-foreground leading-7 [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-foreground [&_ul]:grid [&_ul]:gap-1.5">
              {section.body.map((block) => (
                <AdviceBlock key={typeof block === 'object' ? block.list[0] : block} block={block} />
              ))}
            </div>
          </section>
        ))}
      </article>
    </section>
  );
}
