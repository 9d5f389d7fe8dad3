/**
 * The box every select is drawn in, the site's Radix select trigger and the browser's own select alike
 * (`select.tsx`, `native-select.tsx`), so the two read as one control.
 */
export const SELECT_BOX_CLASS =
  'h-10 w-full cursor-pointer rounded-lg border border-input bg-surface text-sm shadow-xs focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand/30 disabled:cursor-not-allowed disabled:opacity-50';
