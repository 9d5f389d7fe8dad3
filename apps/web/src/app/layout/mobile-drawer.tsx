import { LogOutIcon, PlusIcon } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../components/ui/sheet';
import { UserAvatar } from '../../components/user-avatar';
import { useI18n } from '../../i18n/use-i18n';
import { useAuthDialog } from '../../lib/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { cn } from '../../lib/utils';
import { LanguageSwitch } from './language-switch';
import { accountLinksFor, HEADER_LINKS } from './nav-links';
import { useLogout } from './use-logout';

const drawerLinkClass =
  'flex h-11 items-center gap-3 rounded-lg px-3 font-medium text-foreground hover:bg-muted aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-strong [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground';

/** The phone menu: a side drawer with the header's links and the account's name, email and actions. */
export function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  const { user } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const logout = useLogout();
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>{t('layout.header.menu')}</SheetTitle>
          {user ? (
            <div className="mt-2 flex items-center gap-3 rounded-xl bg-muted p-3">
              <UserAvatar user={user} className="size-11 text-base" />
              <div className="min-w-0">
                <p className="truncate font-medium">{user.name}</p>
                <SheetDescription className="truncate">{user.email}</SheetDescription>
              </div>
            </div>
          ) : (
            <SheetDescription>{t('layout.header.menuDescription')}</SheetDescription>
          )}
        </SheetHeader>
        <nav aria-label={t('layout.nav.main')} className="flex flex-col gap-1">
          <NavLink to="/" end onClick={close} className={drawerLinkClass}>
            {t('layout.nav.home')}
          </NavLink>
          {HEADER_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} onClick={close} className={drawerLinkClass}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        {user && (
          <nav aria-label={t('layout.header.myAccount')} className="flex flex-col gap-1 border-t pt-4">
            {accountLinksFor(user.role).map(({ to, label, icon: Icon }) => (
              <NavLink key={to} to={to} onClick={close} className={drawerLinkClass}>
                <Icon aria-hidden="true" />
                {t(label)}
              </NavLink>
            ))}
            <button
              type="button"
              onClick={() => {
                close();
                void logout();
              }}
              className={cn(
                drawerLinkClass,
                'w-full cursor-pointer text-left text-danger hover:bg-danger-soft [&_svg]:text-danger',
              )}
            >
              <LogOutIcon aria-hidden="true" />
              {t('layout.header.logout')}
            </button>
          </nav>
        )}
        <div className="mt-auto flex flex-col gap-2 border-t pt-4">
          <LanguageSwitch variant="drawer" />
          {user ? (
            <Button asChild>
              <Link to="/list-property" onClick={close}>
                <PlusIcon aria-hidden="true" />
                {t('layout.nav.listProperty')}
              </Link>
            </Button>
          ) : (
            <Button
              onClick={() => {
                close();
                openAuthDialog();
              }}
            >
              {t('layout.header.loginRegister')}
            </Button>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
