import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n/use-i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The pages an alert mail's signed links open (confirm, unsubscribe): no sign-in, the link's token is the
 * access. What they share: the token, how they read what it names, their trouble line and their frame.
 */

/** The link's token, '' when it has none. */
export function useSignedLinkToken(): string {
  const [searchParams] = useSearchParams();
  return searchParams.get('token')?.trim() ?? '';
}

/** How a page reads what its link names: a refused link stays refused; only the server's own trouble is worth
 * asking again, with the page's button. */
export const SIGNED_LINK_READ = { retry: false, staleTime: Number.POSITIVE_INFINITY } as const;

/** The server had trouble: say so, with the one button that asks again. */
export function TryAgain({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-4">
      <p role="alert">{t('saved-searches.unsubscribe.tryAgain')}</p>
      <Button variant="outline" className="self-start" onClick={onRetry}>
        {t('saved-searches.unsubscribe.retry')}
      </Button>
    </div>
  );
}

/** A calm card with the page's title as its heading (and the document's). */
export function SignedLinkPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col px-4 py-10 sm:py-16">
      <Card className="flex flex-col gap-4 p-6 sm:p-8">
        <h1 className="font-semibold text-2xl text-foreground tracking-tight">{title}</h1>
        {children}
      </Card>
    </main>
  );
}
