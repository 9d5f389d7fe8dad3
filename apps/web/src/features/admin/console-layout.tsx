import { ShieldCheckIcon } from 'lucide-react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { ConsoleNav } from './console-nav';
import { useAdminWords } from './messages';

/**
 * The team's console (issue 16), for moderators and admins; the router shows everyone else the ordinary
 * not-found page, and the server answers them 404. Its sections are child routes under /admin.
 */
export function ConsoleLayout() {
  const { CONSOLE_COPY, ROLE_LABELS } = useAdminWords();
  const { user } = useCurrentUser();

  return (
    <section
      aria-labelledby="console-title"
      className="page-container flex min-h-[calc(100dvh-4rem)] max-w-6xl flex-col gap-6 pt-6 sm:pt-10 md:grid md:min-h-0 md:grid-cols-[11rem_minmax(0,1fr)] md:gap-x-8 md:pb-12"
    >
      <header className="flex items-center gap-3 md:col-span-2">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
          <ShieldCheckIcon aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h1 id="console-title" className="font-bold text-2xl text-foreground tracking-tight sm:text-3xl">
            {CONSOLE_COPY.title}
          </h1>
          <p className="text-muted-foreground text-sm">
            {CONSOLE_COPY.signedInAs(ROLE_LABELS[user?.role ?? 'member'].toLocaleLowerCase())}
          </p>
        </div>
      </header>
      {/*
        Last on a phone, so the bar sticks to the bottom of the screen (and sits there on a short section, the
        section being a screen tall); first beside the content from md up.
      */}
      <ConsoleNav className="order-last mt-auto md:order-none md:mt-0" />
      <div className="min-w-0">
        <Outlet />
      </div>
    </section>
  );
}
