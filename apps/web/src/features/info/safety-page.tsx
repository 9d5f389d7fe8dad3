import { ShieldCheckIcon } from 'lucide-react';
import { usePageMeta } from '../../lib/use-document-title';
import { SAFETY_SECTIONS } from './safety-content';

/**
 * /safety (issue 17): how seekers keep their money and documents safe, linked from the safety notice beside
 * Call Now and in the contact dialog, the footer and the FAQ.
 */
export function SafetyPage() {
  usePageMeta('/safety');

  return (
    <section className="page-container py-8 sm:py-12">
      <article className="mx-auto flex max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-3">
          <p className="inline-flex items-center gap-1.5 font-medium text-brand text-sm">
            <ShieldCheckIcon className="size-4" aria-hidden="true" />
            Safety
          </p>
          <h1 className="font-bold text-3xl text-foreground tracking-tight sm:text-4xl">Stay safe while you search</h1>
          <p className="text-lg text-muted-foreground leading-relaxed">
            Most people you meet here are honest owners and seekers. A few are not. These habits protect your money and
            your documents, whether you rent a room or buy a home.
          </p>
        </header>

        <nav aria-label="On this page" className="rounded-xl border bg-surface p-5 shadow-sm">
          <ol className="grid gap-2 text-sm sm:grid-cols-2">
            {SAFETY_SECTIONS.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="font-medium text-brand underline-offset-2 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {SAFETY_SECTIONS.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
            <h2 id={`${section.id}-title`} className="mb-3 font-semibold text-foreground text-xl tracking-tight">
              {index + 1}. {section.title}
            </h2>
            <div className="grid gap-3 text-[0.9375rem] text-muted-foreground leading-7 [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-foreground [&_ul]:grid [&_ul]:gap-1.5">
              {section.body}
            </div>
          </section>
        ))}
      </article>
    </section>
  );
}
