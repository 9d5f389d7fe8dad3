import { useEffect } from 'react';
import { Outlet, useMatch } from 'react-router';
import { ChatWidget } from '../../features/chat/chat-widget';
import { useI18n } from '../../i18n/use-i18n';
import { useConnectivityToasts } from '../../lib/use-connectivity-toasts';
import { AuthDialogSlot } from './auth-dialog-slot';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useFinishAccountDeletion } from './use-finish-account-deletion';
import { useScrollReset } from './use-scroll-reset';

export function RootLayout() {
  const { t } = useI18n();
  useScrollReset();
  useConnectivityToasts();
  useFinishAccountDeletion();
  // The server-rendered page is now the app: its controls take presses again (styles.css, decision 024).
  useEffect(() => document.documentElement.removeAttribute('data-hydrating'), []);
  // The console's section bar sits where the chat button floats on a phone; the team has no use for the chat.
  const isConsole = useMatch('/admin/*') !== null;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface px-4 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('layout.nav.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <AuthDialogSlot />
      {/* Only its button is in the first script; the panel loads on intent (chat-widget.tsx). */}
      {!isConsole && <ChatWidget />}
    </div>
  );
}

/** Shown before the first lazy route has loaded: an empty page of the same shape. */
export function RootFallback() {
  return <div className="min-h-dvh" aria-busy="true" />;
}
