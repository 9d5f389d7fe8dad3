import type { MessageId } from '@lingui/core';
import { MessageCircleQuestionIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { lastUpdated } from './last-updated';
import { LegalToc } from './legal-toc';
import type { LegalBlock, LegalSection } from './legal-types';
import { RichText } from './rich-text';

interface LegalPageLayoutProps {
  title: MessageId;
  /** A sentence or two under the title: what the document covers. */
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** Shown before the first section (the Terms' acceptance box). */
  lead?: ReactNode;
  /** The closing note's question, naming the document: 'Questions about these Terms?'. */
  question: MessageId;
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'object' && 'list' in block) {
    return (
      <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-brand/60">
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

/** Every legal page ends by saying where to ask (docs/product.md §2: a link to /contact). */
function QuestionsNote({ question }: { question: MessageId }) {
  const { t } = useI18n();
  return (
    <aside
      aria-label={t('info.legal.questions')}
      className="flex flex-col gap-4 rounded-xl border bg-surface p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <MessageCircleQuestionIcon className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
        <p className="text-muted-foreground">
          <span className="font-semibold text-foreground">{t(question)}</span> {t('info.legal.happyToHelp')}
        </p>
      </div>
      <Button asChild variant="outline" className="self-start sm:self-auto">
        <Link to="/contact">{t('info.contactUs')}</Link>
      </Button>
    </aside>
  );
}

/**
 * The long-form frame shared by Terms and Privacy: title, 'Last updated', a table of contents and numbered h2
 * sections at about 70 characters a line, the measure that reads most comfortably.
 */
export function LegalPageLayout({ title, intro, sections, lead, question }: LegalPageLayoutProps) {
  const { t, locale } = useI18n();
  const updated = lastUpdated(new Date(), locale);

  return (
    <article className="page-container py-8 sm:py-12">
      <header className="flex max-w-[70ch] flex-col gap-3 border-b pb-6">
        <p className="font-medium text-brand text-sm">{t('info.legal.eyebrow')}</p>
        <h1 className="font-bold text-3xl text-foreground tracking-tight sm:text-4xl">{t(title)}</h1>
        <p className="text-muted-foreground text-sm">
          {t('info.legal.lastUpdated')} <time dateTime={updated.iso}>{updated.label}</time>
        </p>
        <div className="text-muted-foreground leading-7">{intro}</div>
      </header>

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        {/* Sticky only beside the text; it scrolls on its own when the list is taller than the screen. */}
        <div className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto">
          <LegalToc sections={sections} />
        </div>

        <div className="flex min-w-0 max-w-[70ch] flex-col gap-10">
          {lead}
          {sections.map((section, index) => (
            <section key={section.id} className="flex flex-col gap-3">
              {/* scroll-mt clears the sticky header when a contents link jumps here. */}
              <h2 id={section.id} className="scroll-mt-24 font-semibold text-foreground text-xl tracking-tight">
                {index + 1}. {t(section.title)}
              </h2>
              <div className="flex flex-col gap-4 text-muted-foreground leading-7">
                {section.body.map((block, blockIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed text that never reorders; position is its identity
                  <Block key={blockIndex} block={block} />
                ))}
              </div>
            </section>
          ))}
          <QuestionsNote question={question} />
        </div>
      </div>
    </article>
  );
}
