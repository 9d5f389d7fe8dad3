import { Link, NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../components/ui/sheet';
import { useAuthDialog } from '../../lib/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { UserAvatar } from './account-actions';
import { HEADER_LINKS } from './nav-links';

const drawerLinkClass =
  'flex h-11 items-center rounded-lg px-3 font-medium text-foreground hover:bg-muted aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-strong';

/** The phone menu: a side drawer with the header's links and the account actions. */
export function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          {user ? (
            <div className="mt-2 flex items-center gap-3">
              <UserAvatar user={user} className="size-10 text-base" />
              <div className="min-w-0">
                <p className="truncate font-medium">{user.name}</p>
                <SheetDescription className="truncate">{user.email}</SheetDescription>
              </div>
            </div>
          ) : (
            <SheetDescription>Browse, buy, rent and list properties.</SheetDescription>
          )}
        </SheetHeader>
        <nav aria-label="Main" className="flex flex-col gap-1">
          <NavLink to="/" end onClick={close} className={drawerLinkClass}>
            Home
          </NavLink>
          {HEADER_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} onClick={close} className={drawerLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-2 border-t pt-4">
          {user ? (
            <>
              <Button asChild>
                <Link to="/list-property" onClick={close}>
                  List Property
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/profile" onClick={close}>
                  Profile
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/my-properties" onClick={close}>
                  My Properties
                </Link>
              </Button>
            </>
          ) : (
            <Button
              onClick={() => {
                close();
                openAuthDialog();
              }}
            >
              Login / Register
            </Button>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
