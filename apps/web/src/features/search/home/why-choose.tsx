import { HandshakeIcon, LandmarkIcon, type LucideIcon, Rotate3dIcon, ShieldCheckIcon } from 'lucide-react';

interface Reason {
  title: string;
  text: string;
  icon: LucideIcon;
}

// The promises the product makes (docs/product.md §1); a listing shows Verified only once the team has checked it.
const REASONS: readonly Reason[] = [
  {
    title: 'Verified listings',
    text: 'Look for the Verified badge: our in-house team has checked that listing, legal papers included.',
    icon: ShieldCheckIcon,
  },
  {
    title: '360-degree views',
    text: 'Walk around a home from your phone before you go to see it.',
    icon: Rotate3dIcon,
  },
  {
    title: 'Pre-approved home loans',
    text: 'Know your budget early and make an offer with a loan already in hand.',
    icon: LandmarkIcon,
  },
  {
    title: 'Expert local support',
    text: 'People who know the neighbourhoods, starting with Bikaner.',
    icon: HandshakeIcon,
  },
];

/** 'Why Choose Aangan': what the marketplace promises, in four short lines. */
export function WhyChoose() {
  return (
    <section aria-labelledby="why-choose-title" className="below-fold border-y bg-surface">
      <div className="page-container py-12">
        <h2 id="why-choose-title" className="mb-8 font-bold text-2xl text-foreground tracking-tight">
          Why Choose Aangan
        </h2>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex min-w-0 flex-col gap-3">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="font-semibold text-foreground">{title}</h3>
              <p className="text-muted-foreground text-sm">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
