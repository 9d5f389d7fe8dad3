import { useMutation, useQuery } from '@tanstack/react-query';
import { BellRingIcon, InfoIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n/use-i18n';
import { callApi } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AlertOn } from './alert-on';
import { confirmRefusal } from './confirm-words';

/** Why there is nothing on, and the one way on from here: asking again from the home page. */
function NotOn({ children }: { children: string }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-4" role="alert">
      <p className="flex items-start gap-2 font-medium text-foreground">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        {children}
      </p>
      <Button asChild variant="outline" className="self-start">
        <Link to="/">
          <BellRingIcon aria-hidden="true" />
          {t('saved-searches.confirm.askAgain')}
        </Link>
      </Button>
    </div>
  );
}

/**
 * /alerts/confirm?token=…, the page a guest alert's confirmation mail links to (issue 20). No sign-in: the
 * signed token is the access. It reads what the link names (GET changes nothing), then turns the alert on
 * with a POST from here: mail scanners fetch the links in a mail to check them but do not run a page's script,
 * so only the person who opens the page confirms. A link already used says the alert is on, as it is.
 */
export function ConfirmAlertPage() {
  const { t } = useI18n();
  useDocumentTitle(t('saved-searches.confirm.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const alert = useQuery({
    queryKey: ['alert-confirm', token],
    queryFn: ({ signal }) => callApi('readGuestAlertConfirmation', { query: { token } }, { signal }),
    enabled: token !== '',
    // A refused link stays refused; only the server's own trouble is worth asking again (the button).
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const confirm = useMutation({ mutationFn: () => callApi('confirmGuestAlert', { query: { token } }) });
  const isWaiting = alert.data !== undefined && !alert.data.confirmed;
  const { mutate, isIdle } = confirm;
  useEffect(() => {
    if (isWaiting && isIdle) mutate();
  }, [isWaiting, isIdle, mutate]);

  const confirmed = confirm.data ?? (alert.data?.confirmed ? alert.data : undefined);
  const refusal =
    token === ''
      ? 'saved-searches.unsubscribe.tokenRequired'
      : (confirmRefusal(confirm.error) ?? confirmRefusal(alert.error));

  let content: React.ReactNode;
  if (confirmed?.frequency === 'off') {
    content = <NotOn>{t('saved-searches.confirm.off', { name: confirmed.name })}</NotOn>;
  } else if (confirmed) {
    content = <AlertOn alert={confirmed} />;
  } else if (refusal) {
    content = <NotOn>{t(refusal)}</NotOn>;
  } else if (alert.isError || confirm.isError) {
    content = (
      <div className="flex flex-col gap-4">
        <p role="alert">{t('saved-searches.unsubscribe.tryAgain')}</p>
        <Button
          variant="outline"
          className="self-start"
          onClick={() => (alert.isError ? void alert.refetch() : confirm.mutate())}
        >
          {t('saved-searches.unsubscribe.retry')}
        </Button>
      </div>
    );
  } else {
    content = (
      <p role="status" className="text-muted-foreground">
        {t('saved-searches.confirm.loading')}
      </p>
    );
  }

  return (
    <main className="mx-auto flex w-full max-w-xl flex-col px-4 py-10 sm:py-16">
      <Card className="flex flex-col gap-4 p-6 sm:p-8">
        <h1 className="font-semibold text-2xl text-foreground tracking-tight">{t('saved-searches.confirm.title')}</h1>
        {content}
      </Card>
    </main>
  );
}
