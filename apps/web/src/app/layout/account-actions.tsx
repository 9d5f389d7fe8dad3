import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAuthDialog } from '../../lib/auth-dialog';
import type { CurrentUser } from '../../lib/current-user';
import { useCurrentUser } from '../../lib/current-user';
import { cn } from '../../lib/utils';

function initialOf(user: CurrentUser): string {
  return (user.name.trim() || user.email).charAt(0).toUpperCase();
}

export function UserAvatar({ user, className }: { user: CurrentUser; className?: string }) {
  if (user.avatarUrl) {
    return (
      <img src={user.avatarUrl} alt="" width={36} height={36} className={cn('rounded-full object-cover', className)} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex items-center justify-center rounded-full bg-brand-soft font-semibold text-brand-strong',
        className,
      )}
    >
      {initialOf(user)}
    </span>
  );
}

/**
 * The header's right side: 'Login / Register' for a guest, List Property and the account link for
 * a signed-in user. The full account menu (Profile, My Properties, Logout) arrives with sign-in.
 */
export function AccountActions() {
  const { user, isPending } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();

  if (isPending) return <div className="h-10 w-36" aria-hidden="true" />;

  if (!user) {
    return <Button onClick={openAuthDialog}>Login / Register</Button>;
  }

  return (
    <div className="flex items-center gap-3">
      <Button asChild variant="outline">
        <Link to="/list-property">
          <PlusIcon aria-hidden="true" />
          List Property
        </Link>
      </Button>
      <Link to="/profile" className="rounded-full" aria-label={`My account (${user.name || user.email})`}>
        <UserAvatar user={user} className="size-9 text-sm" />
      </Link>
    </div>
  );
}
