interface FormDialogOpenChangeOptions {
  /** The form's send is under way: the dialog stays, whatever is clicked or pressed. */
  busy: boolean;
  /** Clears the form, so the dialog opens empty next time. */
  reset: () => void;
  onOpenChange: (open: boolean) => void;
}

/**
 * The open-change of a dialog holding a form (report, appeal, delete account): one rule, so each stays put
 * while sending and opens empty again.
 */
export function formDialogOpenChange({ busy, reset, onOpenChange }: FormDialogOpenChangeOptions) {
  return (next: boolean) => {
    if (busy) return;
    if (!next) reset();
    onOpenChange(next);
  };
}
