import { LoaderCircleIcon, type LucideIcon } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { cn } from '../../lib/utils';

/** An outline button in the danger colour: hide, delete, suspend. */
export const DANGER_OUTLINE = 'border-danger/40 text-danger hover:bg-danger-soft hover:text-danger';

interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While the action is under way the dialog stays, whatever is clicked or pressed. */
  busy: boolean;
  /** The button that opens it. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  cancelLabel: string;
  /** The fields. */
  children: ReactNode;
  /** The submit buttons, after Cancel. */
  actions: ReactNode;
}

/**
 * A team action asked in a dialog (hide, restore, delete, suspend, answer an appeal): what it does, the
 * fields it needs, Cancel and the action itself. The owner or the person reads what is written here, so it
 * is never one stray tap.
 */
export function ActionDialog({
  open,
  onOpenChange,
  busy,
  trigger,
  title,
  description,
  onSubmit,
  cancelLabel,
  children,
  actions,
}: ActionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {cancelLabel}
            </Button>
            {actions}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

interface ActionButtonProps {
  label: string;
  busyLabel: string;
  icon: LucideIcon;
  /** This button's action is the one under way. */
  busy: boolean;
  /** Any action is under way. */
  disabled: boolean;
  /** Danger for what takes something away for good; outline for the quieter of two choices. */
  tone?: 'danger' | 'brand' | 'outline';
  onClick?: () => void;
}

/** A dialog's action button: a spinner and the busy words while its action runs. */
export function ActionButton({
  label,
  busyLabel,
  icon: Icon,
  busy,
  disabled,
  tone = 'brand',
  onClick,
}: ActionButtonProps) {
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      variant={tone === 'outline' ? 'outline' : 'default'}
      onClick={onClick}
      disabled={disabled}
      className={cn(tone === 'danger' && 'bg-danger text-white hover:bg-danger/90')}
    >
      {busy ? (
        <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
      ) : (
        <Icon aria-hidden="true" />
      )}
      {busy ? busyLabel : label}
    </Button>
  );
}
