import type { MessageId } from '@lingui/core';
import {
  BadgeCheckIcon,
  EllipsisIcon,
  FlagIcon,
  HouseIcon,
  InboxIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MessageSquareWarningIcon,
  ScrollTextIcon,
  TimerIcon,
  UserSearchIcon,
  UsersIcon,
} from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useI18n } from '../../i18n/use-i18n';
import { cn } from '../../lib/utils';
import { useAdminWords } from './messages';

interface Section {
  /** Below /admin. */
  path: string;
  /** Its name in the nav and on its page's title. */
  label: MessageId;
  icon: LucideIcon;
  /**
   * Where a phone shows it: the bottom bar keeps what a moderator reaches for on a site visit, four at most
   * (390 px holds five labels, More being the fifth); desk work waits under More.
   */
  phone: 'bar' | 'more';
}

const SECTIONS: readonly Section[] = [
  { path: 'overview', label: 'admin.section.overview', icon: LayoutDashboardIcon, phone: 'bar' },
  { path: 'verifications', label: 'admin.section.verifications', icon: BadgeCheckIcon, phone: 'bar' },
  { path: 'listings', label: 'admin.section.listings', icon: HouseIcon, phone: 'bar' },
  { path: 'appeals', label: 'admin.section.appeals', icon: MessageSquareWarningIcon, phone: 'more' },
  { path: 'reports', label: 'admin.section.reports', icon: FlagIcon, phone: 'more' },
  { path: 'accounts', label: 'admin.section.accounts', icon: UserSearchIcon, phone: 'more' },
  { path: 'inbox', label: 'admin.section.inbox', icon: InboxIcon, phone: 'bar' },
  { path: 'team', label: 'admin.section.team', icon: UsersIcon, phone: 'more' },
  { path: 'audit', label: 'admin.section.audit', icon: ScrollTextIcon, phone: 'more' },
  { path: 'jobs', label: 'admin.section.jobs', icon: TimerIcon, phone: 'more' },
];

const barItem =
  'flex min-h-14 w-full flex-col items-center justify-center gap-1 px-2 font-medium text-muted-foreground text-xs transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2';

/** The phone's last bar item: the sections that are not in the bar, in a menu that opens upward. */
function MoreSections({ sections }: { sections: readonly Section[] }) {
  const { CONSOLE_COPY } = useAdminWords();
  const { t } = useI18n();
  const { pathname } = useLocation();
  const inside = sections.some(({ path }) => pathname.startsWith(`/admin/${path}`));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={CONSOLE_COPY.moreLabel}
          className={cn(barItem, inside && 'text-brand-strong')}
        >
          <EllipsisIcon aria-hidden="true" className="size-5 shrink-0" />
          {CONSOLE_COPY.more}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="end" className="w-52">
        {sections.map(({ path, label, icon: Icon }) => {
          // A plain Link: the item's Slot joins class names as text, so NavLink's function would be lost.
          const current = pathname.startsWith(`/admin/${path}`);
          return (
            <DropdownMenuItem
              key={path}
              asChild
              className={cn('min-h-11', current && 'text-brand-strong [&_svg]:text-brand-strong')}
            >
              <Link to={`/admin/${path}`} aria-current={current ? 'page' : undefined}>
                <Icon aria-hidden="true" />
                {t(label)}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The console's sections. On a phone a bar stuck to the bottom of the screen, where a thumb reaches while
 * the other hand holds a document on a site visit; from md up a column beside the section.
 */
export function ConsoleNav({ className }: { className?: string }) {
  const { CONSOLE_COPY } = useAdminWords();
  const { t } = useI18n();
  return (
    <nav
      aria-label={CONSOLE_COPY.sectionsLabel}
      className={cn(
        'sticky bottom-0 z-30 -mx-4 border-t bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:-mx-6',
        'md:top-24 md:bottom-auto md:mx-0 md:self-start md:border-t-0 md:bg-transparent md:pb-0 md:backdrop-blur-none',
        className,
      )}
    >
      <ul className="grid auto-cols-fr grid-flow-col md:flex md:flex-col md:gap-1">
        {SECTIONS.map(({ path, label, icon: Icon, phone }) => (
          <li key={path} className={cn(phone === 'more' && 'max-md:hidden')}>
            <NavLink
              to={`/admin/${path}`}
              className={({ isActive }) =>
                cn(
                  barItem,
                  'md:min-h-10 md:flex-row md:justify-start md:gap-2.5 md:rounded-lg md:px-3 md:text-sm',
                  isActive && 'text-brand-strong md:bg-brand-soft',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 md:size-4" />
              {t(label)}
            </NavLink>
          </li>
        ))}
        <li className="md:hidden">
          <MoreSections sections={SECTIONS.filter(({ phone }) => phone === 'more')} />
        </li>
      </ul>
    </nav>
  );
}
