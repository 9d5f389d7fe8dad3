/** Marks the toasts' outlet (components/ui/toaster.tsx). */
export const TOAST_REGION_ATTRIBUTE = 'data-toast-region';

/**
 * For a modal's onPointerDownOutside / onInteractOutside: a toast shows above the modal, and pressing it (its
 * close button, say) is not a press outside the modal, so the modal stays open.
 */
export function ignoreToastInteraction(event: Event): void {
  if (event.target instanceof Element && event.target.closest(`[${TOAST_REGION_ATTRIBUTE}]`)) event.preventDefault();
}
