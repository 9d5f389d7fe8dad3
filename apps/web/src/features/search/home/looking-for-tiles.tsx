import type { MessageId } from '@lingui/core';
import { BedDoubleIcon, Building2Icon, HouseIcon, KeyRoundIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/use-i18n';

interface Tile {
  title: MessageId;
  text: MessageId;
  to: string;
  icon: LucideIcon;
}

const TILES: readonly Tile[] = [
  { title: 'search.lookingFor.buy', text: 'search.lookingFor.buyText', to: '/buy', icon: HouseIcon },
  { title: 'search.lookingFor.rent', text: 'search.lookingFor.rentText', to: '/rent', icon: KeyRoundIcon },
  { title: 'search.lookingFor.pg', text: 'search.lookingFor.pgText', to: '/pg', icon: BedDoubleIcon },
  {
    title: 'search.lookingFor.commercial',
    text: 'search.lookingFor.commercialText',
    to: '/commercial',
    icon: Building2Icon,
  },
];

/** 'What are you looking for?': four tiles that open the home tabs. */
export function LookingForTiles() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="looking-for-title" className="page-container below-fold py-10">
      <h2 id="looking-for-title" className="mb-6 font-bold text-2xl text-foreground tracking-tight">
        {t('search.lookingFor.title')}
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
                <span className="font-semibold text-foreground">{t(title)}</span>
                <span className="text-muted-foreground text-sm">{t(text)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
