import { LogOutIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { ACCOUNT_CONTROL_ATTRIBUTE, claimFocus } from '../../components/ui/use-return-focus';
import { UserAvatar } from '../../components/user-avatar';
import { useI18n } from '../../i18n/use-i18n';
import type { CurrentUser } from '../../lib/current-user';
import { accountLinksFor } from './nav-links';
import { useLogout } from './use-logout';

/** The avatar button and its 'My Account' menu: Profile, My Properties, Saved Properties, Logout (docs/product.md §2 'Header'). */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const { t } = useI18n();
  const logout = useLogout();
  const displayName = user.name.trim() || user.email;
  const titleId = useId();

  return (
    // Not modal: a modal menu hides the page from screen readers while its controls stay focusable (axe's
    // aria-hidden-focus); the menu still closes on Escape and on a click outside.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          // After a sign-in the dialog's opener (Login / Register) is gone: focus comes here (decision 026).
          ref={claimFocus}
          {...{ [ACCOUNT_CONTROL_ATTRIBUTE]: '' }}
          aria-label={t('layout.header.myAccountOf', { name: displayName })}
          className="inline-flex cursor-pointer rounded-full ring-offset-2 transition-shadow hover:ring-2 hover:ring-brand/30 data-[state=open]:ring-2 data-[state=open]:ring-brand/40"
        >
          <UserAvatar user={user} className="size-9 text-sm" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64" aria-labelledby={titleId}>
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span id={titleId} className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
            {t('layout.header.myAccount')}
          </span>
          <span className="mt-1 truncate font-semibold">{displayName}</span>
          <span className="truncate font-normal text-muted-foreground text-xs">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinksFor(user.role).map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {t(label)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={() => void logout()}>
          <LogOutIcon aria-hidden="true" />
          {t('layout.header.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
