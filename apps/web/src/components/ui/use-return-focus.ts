import { useRef } from 'react';

/**
 * Where focus goes when a dialog closes (WCAG 2.4.3, decision 026). Radix returns focus to a Dialog.Trigger,
 * but most of our dialogs open from state (no trigger), and some openers are gone by the time the dialog
 * closes (the header's Login button after a sign-in, a drawer's button): focus then fell to <body>.
 */

/** Marks the header's account control (avatar menu, Login / Register, the phone's menu button). */
export const ACCOUNT_CONTROL_ATTRIBUTE = 'data-account-control';
export const ACCOUNT_CONTROL = `[${ACCOUNT_CONTROL_ATTRIBUTE}]`;

/** Where focus goes when the opener is gone and no better place was named: the page's own heading. */
const PAGE_HEADING = 'main h1';

/** A selector no element matched yet: the first matching element to mount takes focus (see claimFocus). */
let pending: string | null = null;

function isShown(element: HTMLElement): boolean {
  if (!element.isConnected || element.closest('[inert], [hidden]')) return false;
  // jsdom has no layout: there, being in the document is all it can tell.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

const findShown = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector)).find(isShown);

function focusElement(element: HTMLElement): void {
  // A heading is not focusable by itself; -1 makes it a target without adding it to the tab order.
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * The page's heading takes focus until an element matching the selector mounts (claimFocus), unless the person
 * moves focus first: for a control that is about to appear (the header's Login button after a sign-out).
 */
export function focusWhenMounted(selector: string): void {
  const heading = findShown(PAGE_HEADING);
  if (heading) focusElement(heading);
  pending = selector;
  document.addEventListener(
    'focusin',
    () => {
      pending = null;
    },
    { once: true },
  );
}

/**
 * Focuses the first shown element matching the selector, else the page's heading. When the wanted element is
 * not there yet (a lazily loaded menu), the heading stands in and the element takes focus when it mounts
 * (claimFocus), unless the person has moved focus by then.
 */
export function focusFallback(selector: string = PAGE_HEADING): void {
  pending = null;
  const wanted = findShown(selector);
  if (wanted) focusElement(wanted);
  else if (selector !== PAGE_HEADING) focusWhenMounted(selector);
}

/** A ref callback for a control that may be the fallback target and can mount late (the avatar menu button). */
export function claimFocus(element: HTMLElement | null): void {
  if (!element || pending === null || !element.matches(pending) || !isShown(element)) return;
  pending = null;
  element.focus();
}

/**
 * Handlers for Radix's onOpenAutoFocus and onCloseAutoFocus: remembers what had focus when the dialog opened
 * (the opener, before Radix moves focus in) and gives focus back to it on close; when it is gone or hidden,
 * to the fallback (a selector; the page's heading when left out).
 */
export function useReturnFocus(fallback?: string) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      event.preventDefault();
      if (element && isShown(element)) element.focus();
      else focusFallback(fallback);
    },
  };
}
