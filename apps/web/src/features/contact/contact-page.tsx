import { Card } from '../../components/ui/card';
import { usePageMeta } from '../../lib/use-document-title';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

/** The /contact page (docs/product.md §2 'Contact page'): how to reach the team, and a form that sends a message. */
export function ContactPage() {
  usePageMeta('/contact');

  return (
    <section className="page-container py-8 sm:py-12" aria-labelledby="contact-title">
      <div className="mb-6 flex max-w-2xl flex-col gap-1 sm:mb-8">
        <h1 id="contact-title" className="font-bold text-2xl text-foreground tracking-tight sm:text-3xl">
          Contact Us
        </h1>
        <p className="text-muted-foreground text-sm sm:text-base">
          Questions about a property, your listing or your account? Call, email or send us a message and our team will
          get back to you.
        </p>
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
