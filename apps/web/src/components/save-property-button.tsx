import { HeartIcon } from 'lucide-react';
import { useI18n } from '../i18n/use-i18n';
import { ApiError } from '../lib/api-client';
import { useAuthDialog } from '../lib/auth-dialog';
import { useCurrentUser } from '../lib/current-user';
import { errorMessage } from '../lib/form-errors';
import { useIsSaved, useToggleSaved } from '../lib/saved-properties';
import { toast } from '../lib/toast';
import { cn } from '../lib/utils';
import { Button } from './ui/button';

/** The server's words for a refusal (not found, the saved limit); our own for an outage or no network. */
function describeFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? errorMessage(error, fallback) : fallback;
}

interface SavePropertyButtonProps {
  propertyId: string;
  /** What the page already knows (the detail's `viewer.isSaved`), shown until the saved ids arrive. */
  initialSaved?: boolean;
  /** 'icon': the round heart on a card's picture; 'button': a labelled button for the detail page. */
  variant: 'icon' | 'button';
  className?: string;
}

/** A heart that saves or removes a listing; a guest is asked to sign in and nothing is sent. */
export function SavePropertyButton({ propertyId, initialSaved, variant, className }: SavePropertyButtonProps) {
  const { user, isPending: isUserPending } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const { t } = useI18n();
  const isSaved = useIsSaved(propertyId, initialSaved);
  const toggle = useToggleSaved();
  // While the request runs, show what was asked for even if the ids cache had nothing to mark.
  const saved = toggle.isPending ? toggle.variables.save : isSaved;
  const label = saved ? t('common.save.remove') : t('common.save.saveProperty');

  async function handleClick() {
    // Until /api/me answers we cannot tell a guest from a member; the wait is short, so ignore the click.
    if (isUserPending) return;
    if (!user) {
      openAuthDialog();
      return;
    }
    const save = !saved;
    try {
      await toggle.mutateAsync({ propertyId, save });
      toast.success(save ? t('common.save.savedToList') : t('common.save.removed'));
    } catch (error) {
      toast.error(t('common.save.error'), { description: describeFailure(error, t('common.save.failed')) });
    }
  }

  const heart = (
    <HeartIcon aria-hidden="true" className={cn('transition-colors', saved && 'fill-current text-brand')} />
  );

  if (variant === 'button') {
    return (
      <Button
        variant="outline"
        aria-pressed={saved}
        aria-label={label}
        disabled={toggle.isPending}
        onClick={handleClick}
        className={cn(saved && 'border-brand/40 bg-brand-soft hover:bg-brand-soft/70', className)}
      >
        {heart}
        {saved ? t('common.save.saved') : t('common.save.save')}
      </Button>
    );
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      disabled={toggle.isPending}
      onClick={handleClick}
      className={cn(
        'inline-flex size-9 cursor-pointer items-center justify-center rounded-full bg-surface/95 text-foreground shadow-sm backdrop-blur-sm transition-[color,transform] hover:scale-105 hover:text-brand focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 disabled:cursor-default disabled:opacity-70 motion-reduce:hover:scale-100 [&_svg]:size-[18px]',
        className,
      )}
    >
      {heart}
    </button>
  );
}
