import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { ActionButton, ActionDialog } from './action-dialog';

/** One way to decide, as its own button. */
interface Decision<Value extends string> {
  value: Value;
  label: string;
  icon: LucideIcon;
  /** Outline for the quieter choice, danger for the one that takes something down. */
  tone?: 'danger' | 'brand' | 'outline';
}

interface DecisionDialogProps<Value extends string> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The decision's mutation: while pending the dialog stays, and the button of the decision sent spins. */
  mutation: { isPending: boolean; variables: { decision: Value } | undefined };
  /** On the outline button that opens it. */
  triggerIcon: LucideIcon;
  /** The opening button's, the dialog's and the busy words. */
  copy: { button: string; title: string; cancel: string; busy: string };
  description: ReactNode;
  /** The buttons after Cancel, in the order shown. */
  decisions: readonly Decision<Value>[];
  onDecide: (decision: Value) => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * A console decision asked in a dialog (decide reports, review a flag, answer an appeal), one button a
 * decision: shared so every such dialog opens, waits and reads alike.
 */
export function DecisionDialog<Value extends string>({
  open,
  onOpenChange,
  mutation,
  triggerIcon: TriggerIcon,
  copy,
  description,
  decisions,
  onDecide,
  children,
}: DecisionDialogProps<Value>) {
  const busy = mutation.isPending;
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      trigger={
        <Button variant="outline" className="h-11 w-full sm:w-auto sm:self-start">
          <TriggerIcon aria-hidden="true" />
          {copy.button}
        </Button>
      }
      title={copy.title}
      description={description}
      // Enter in a note makes a new line; the buttons say what is decided.
      onSubmit={(event) => event.preventDefault()}
      cancelLabel={copy.cancel}
      actions={decisions.map((decision) => (
        <ActionButton
          key={decision.value}
          label={decision.label}
          busyLabel={copy.busy}
          icon={decision.icon}
          busy={busy && mutation.variables?.decision === decision.value}
          disabled={busy}
          tone={decision.tone}
          onClick={() => onDecide(decision.value)}
        />
      ))}
    >
      {children}
    </ActionDialog>
  );
}
