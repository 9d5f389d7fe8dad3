import { MessageCircleQuestionIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../components/ui/accordion';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { usePageMeta } from '../../lib/use-document-title';
import { FAQ_GROUPS, type FaqGroup, faqValues } from './faq-content';
import { RichText } from './rich-text';

function FaqGroupSection({ group, values }: { group: FaqGroup; values: ReturnType<typeof faqValues> }) {
  const { t } = useI18n();
  const titleId = `faq-${group.id}`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="font-semibold text-foreground text-xl tracking-tight">
        {t(group.title)}
      </h2>
      {/* Several answers may stay open at once, so two can be compared. */}
      <Accordion type="multiple" className="rounded-xl border bg-surface px-5 shadow-sm">
        {group.items.map((item) => (
          <AccordionItem key={item.id} value={item.id}>
            <AccordionTrigger className="py-4 text-base">{t(item.question)}</AccordionTrigger>
            <AccordionContent className="text-[0.9375rem] text-muted-foreground leading-7">
              {item.answer.map((paragraph, index) => (
                <p key={paragraph} className={index > 0 ? 'mt-2' : undefined}>
                  <RichText id={paragraph} values={values} />
                </p>
              ))}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}

/** /faq (docs/product.md §2 'About and FAQ'): the common questions as an accordion, in two groups. */
export function FaqPage() {
  const { t } = useI18n();
  usePageMeta('/faq');
  const values = faqValues(t);

  return (
    <section className="page-container py-8 sm:py-12">
      <div className="mx-auto flex max-w-3xl flex-col gap-10">
        <header className="flex flex-col gap-3">
          <p className="font-medium text-brand text-sm">{t('faq.eyebrow')}</p>
          <h1 className="font-bold text-3xl text-foreground tracking-tight sm:text-4xl">{t('faq.title')}</h1>
          <p className="text-muted-foreground leading-7">{t('faq.intro')}</p>
        </header>

        {FAQ_GROUPS.map((group) => (
          <FaqGroupSection key={group.id} group={group} values={values} />
        ))}

        <aside
          aria-label={t('faq.still.label')}
          className="flex flex-col gap-4 rounded-xl border border-brand/20 bg-brand-soft p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex min-w-0 items-start gap-3">
            <MessageCircleQuestionIcon className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
            <p className="text-foreground">
              <span className="font-semibold">{t('faq.still.title')}</span> {t('faq.still.text')}
            </p>
          </div>
          <Button asChild className="self-start sm:self-auto">
            <Link to="/contact">{t('faq.contactUs')}</Link>
          </Button>
        </aside>
      </div>
    </section>
  );
}
