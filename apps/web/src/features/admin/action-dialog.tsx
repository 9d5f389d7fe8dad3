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

/** An outline button in the danger colour: hide, delete, suspend, revoke, reject. */
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
 * A team action asked in a dialog (hide, restore, delete, suspend, answer an appeal, revoke): what it does, the
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

interface SubmitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The opening button's, the dialog's and its one action's words. */
  copy: { button: string; title: string; description: string; cancel: string; submit: string; busy: string };
  /** In place of `copy.description`, where it depends on the record. */
  description?: ReactNode;
  /** On the opening button and the action alike. */
  icon: LucideIcon;
  /** What takes something away: both buttons in the danger colour. */
  danger?: boolean;
  /** Where the opening button sits. */
  triggerClassName: string;
  /** The fields. */
  children: ReactNode;
}

/** An ActionDialog with one action, opened by an outline button with the same icon. */
export function SubmitDialog({
  open,
  onOpenChange,
  busy,
  onSubmit,
  copy,
  description = copy.description,
  icon: Icon,
  danger = false,
  triggerClassName,
  children,
}: SubmitDialogProps) {
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      trigger={
        <Button variant="outline" className={cn(triggerClassName, danger && DANGER_OUTLINE)}>
          <Icon aria-hidden="true" />
          {copy.button}
        </Button>
      }
      title={copy.title}
      description={description}
      onSubmit={onSubmit}
      cancelLabel={copy.cancel}
      actions={
        <ActionButton
          label={copy.submit}
          busyLabel={copy.busy}
          icon={Icon}
          busy={busy}
          disabled={busy}
          tone={danger ? 'danger' : 'brand'}
        />
      }
    >
      {children}
    </ActionDialog>
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
