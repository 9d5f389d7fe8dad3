// The DOM matchers (toBeInTheDocument, toBeVisible, toHaveTextContent…) on Vitest's expect, with their types.
import '@testing-library/jest-dom/vitest';
import catalogues from 'virtual:messages/all';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { englishI18n } from '../i18n/i18n';
import { toast } from '../lib/toast';

// Components under test speak English with every part of its messages, as the server's renderer does.
englishI18n.load('en', catalogues.en);

// findBy… and waitFor wait for a state, not for a time: the default second is too short on a busy
// 2-core machine (a saved page once took longer to appear in CI). The test's own timeout still bounds it.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs; media queries are read and the layout scrolls on navigation.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}
window.scrollTo = () => {};
// Radix menus and selects measure with ResizeObserver and scroll options into view.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  // Toasts live in a module-level store that would replay them into the next test.
  toast.dismiss();
  cleanup();
  // What a page keeps on the device (recently viewed, a wizard's draft) must not carry into the next test.
  localStorage.clear();
  vi.unstubAllGlobals();
});
