/** Marks the toasts' outlet (components/ui/toaster.tsx). */
export const TOAST_REGION_ATTRIBUTE = 'data-toast-region';

/** Presses that began on a toast, marked by the outlet as they pass. */
const pressesOnToasts = new WeakSet<Event>();

/** The outlet's onPointerDown: this press is on a toast, wherever its target is by the time a modal asks. */
export function markToastPress(event: Event): void {
  pressesOnToasts.add(event);
}

/**
 * For a modal's onPointerDownOutside / onInteractOutside: a toast shows above the modal, and pressing it (its
 * close button, say) is not a press outside the modal, so the modal stays open. Radix may report a press only
 * at its click, after the close button has removed the toast: so the press itself is looked up, not the target.
 */
export function ignoreToastInteraction(event: Event): void {
  const original = event instanceof CustomEvent ? (event.detail?.originalEvent as Event | undefined) : undefined;
  const onToast =
    (original !== undefined && pressesOnToasts.has(original)) ||
    (event.target instanceof Element && event.target.closest(`[${TOAST_REGION_ATTRIBUTE}]`) !== null);
  if (onToast) event.preventDefault();
}
