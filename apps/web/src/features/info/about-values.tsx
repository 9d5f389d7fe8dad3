import { HeadsetIcon, LandmarkIcon, type LucideIcon, Rotate3dIcon, ShieldCheckIcon } from 'lucide-react';

interface Value {
  title: string;
  text: string;
  icon: LucideIcon;
}

// The four promises of docs/product.md §1, said the way the Terms bound them: 'Verified' means checked, not guaranteed.
const VALUES: readonly Value[] = [
  {
    title: 'Verified properties',
    text: 'Our in-house team runs a legal check on a listing, papers included, before it carries the Verified badge.',
    icon: ShieldCheckIcon,
  },
  {
    title: '360-degree views',
    text: 'Walk around a home from your phone and shortlist with confidence before you go to see it.',
    icon: Rotate3dIcon,
  },
  {
    title: 'Pre-approved home loans',
    text: 'Talk to partner banks early, know your budget, and make an offer with a loan already in hand.',
    icon: LandmarkIcon,
  },
  {
    title: 'Expert support',
    text: 'People who know the city help you with questions on listings, paperwork and the next step.',
    icon: HeadsetIcon,
  },
];

/** 'What you can count on': the promises as four cards. */
export function AboutValues() {
  return (
    <section aria-labelledby="about-values-title" className="page-container py-12 sm:py-16">
      <div className="flex max-w-2xl flex-col gap-2">
        <h2 id="about-values-title" className="font-bold text-2xl text-foreground tracking-tight sm:text-3xl">
          What you can count on
        </h2>
        <p className="text-muted-foreground">Four things we do for every person who searches or lists with us.</p>
      </div>
      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {VALUES.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex min-w-0 flex-col gap-3 rounded-xl border bg-surface p-5 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-soft text-brand">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="font-semibold text-foreground">{title}</h3>
            <p className="text-muted-foreground text-sm leading-relaxed">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
