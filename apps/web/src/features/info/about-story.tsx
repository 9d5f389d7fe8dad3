import { CheckIcon } from 'lucide-react';

const FOR_SEEKERS = [
  'Listings checked by a team that can go and see the property',
  'Prices you can compare within the same localities',
  'Homes, PGs and shops in the neighbourhoods you already know',
] as const;

const FOR_OWNERS = [
  'Your listing reaches people looking in your city and locality, not the whole country',
  'Help with verification from people who know local paperwork',
  'Enquiries from buyers and tenants who can actually visit',
] as const;

function BenefitList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="flex min-w-0 flex-col gap-3 rounded-xl border bg-surface p-5 shadow-sm">
      <h3 className="font-semibold text-foreground">{title}</h3>
      <ul className="flex flex-col gap-2.5 text-muted-foreground text-sm">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2.5">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>{item}</span>
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
  return (
    <section aria-labelledby="about-story-title" className="border-y bg-surface">
      <div className="page-container grid grid-cols-1 gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:gap-16">
        <div className="flex max-w-[65ch] flex-col gap-4">
          <p className="font-medium text-brand text-sm">Our story</p>
          <h2 id="about-story-title" className="font-bold text-2xl text-foreground tracking-tight sm:text-3xl">
            Why we started in Bikaner
          </h2>
          <div className="flex flex-col gap-4 text-muted-foreground leading-7">
            <p>
              An aangan is the open courtyard at the heart of a Rajasthani home: the place where the family meets. We
              wanted a property marketplace that feels the same: open, familiar and trustworthy.
            </p>
            <p>
              Property is local. The price of a flat depends on the street, the water supply and the walk to the market,
              and a listing can only be checked by someone who can visit it. So rather than spread thinly across India,
              we began with one city market, Bikaner, and learnt it locality by locality, from Rani Bazar to Jai Narayan
              Vyas Colony and Sadul Ganj.
            </p>
            <p>
              Starting small taught us to verify listings in person, know what fair prices look like, and answer
              questions with local knowledge. Today Aangan lists homes, PGs and commercial spaces in eight cities:
              Bikaner, Jaipur, Jodhpur, Delhi, Mumbai, Bengaluru, Pune and Hyderabad. We add a city only when we can
              offer the same care there.
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-4 lg:pt-10">
          <BenefitList title="For buyers and tenants" items={FOR_SEEKERS} />
          <BenefitList title="For owners, builders and agents" items={FOR_OWNERS} />
        </div>
      </div>
    </section>
  );
}
