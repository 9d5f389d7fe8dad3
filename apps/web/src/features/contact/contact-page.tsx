import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n/use-i18n';
import { usePageMeta } from '../../lib/use-document-title';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

/** The /contact page (docs/product.md §2 'Contact page'): how to reach the team, and a form that sends a message. */
export function ContactPage() {
  const { t } = useI18n();
  usePageMeta('/contact');

  return (
    <section className="page-container py-8 sm:py-12" aria-labelledby="contact-title">
      <div className="mb-6 flex max-w-2xl flex-col gap-1 sm:mb-8">
        <h1 id="contact-title" className="font-bold text-2xl text-foreground tracking-tight sm:text-3xl">
          {t('contact.title')}
        </h1>
        <p className="text-muted-foreground text-sm sm:text-base">{t('contact.intro')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-8">
        <ContactDetails />
        <Card className="p-5 sm:p-6">
          <ContactForm />
        </Card>
      </div>
    </section>
  );
}
