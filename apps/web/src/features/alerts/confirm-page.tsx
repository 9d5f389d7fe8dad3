import { useMutation, useQuery } from '@tanstack/react-query';
import { BellRingIcon, InfoIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { callApi } from '../../lib/api';
import { AlertOn } from './alert-on';
import { confirmRefusal } from './confirm-words';
import { SIGNED_LINK_READ, SignedLinkPage, TryAgain, useSignedLinkToken } from './signed-link-page';

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
  const token = useSignedLinkToken();
  const alert = useQuery({
    queryKey: ['alert-confirm', token],
    queryFn: ({ signal }) => callApi('readGuestAlertConfirmation', { query: { token } }, { signal }),
    enabled: token !== '',
    ...SIGNED_LINK_READ,
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
    content = <TryAgain onRetry={() => (alert.isError ? void alert.refetch() : confirm.mutate())} />;
  } else {
    content = (
      <p role="status" className="text-muted-foreground">
        {t('saved-searches.confirm.loading')}
      </p>
    );
  }

  return <SignedLinkPage title={t('saved-searches.confirm.title')}>{content}</SignedLinkPage>;
}
