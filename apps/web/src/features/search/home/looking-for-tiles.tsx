import { BedDoubleIcon, Building2Icon, HouseIcon, KeyRoundIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

interface Tile {
  title: string;
  text: string;
  to: string;
  icon: LucideIcon;
}

const TILES: readonly Tile[] = [
  { title: 'Buy a Home', text: 'Flats, houses and plots to own.', to: '/buy', icon: HouseIcon },
  { title: 'Rent a Home', text: 'Homes to rent, furnished or not.', to: '/rent', icon: KeyRoundIcon },
  { title: 'PG/Co-living', text: 'Rooms and beds with the basics sorted.', to: '/pg', icon: BedDoubleIcon },
  { title: 'Commercial', text: 'Offices, shops and warehouses.', to: '/commercial', icon: Building2Icon },
];

/** 'What are you looking for?': four tiles that open the home tabs. */
export function LookingForTiles() {
  return (
    <section aria-labelledby="looking-for-title" className="page-container below-fold py-10">
      <h2 id="looking-for-title" className="mb-6 font-bold text-2xl text-foreground tracking-tight">
        What are you looking for?
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TILES.map(({ title, text, to, icon: Icon }) => (
          <li key={to} className="flex min-w-0">
            <Link
              to={to}
              className="group flex w-full items-start gap-4 rounded-xl border bg-surface p-5 shadow-sm transition-colors hover:border-brand/40 hover:bg-brand-soft/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand transition-colors group-hover:bg-brand group-hover:text-brand-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="flex min-w-0 flex-col gap-1">
                <span className="font-semibold text-foreground">{title}</span>
                <span className="text-muted-foreground text-sm">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
