import type { AlertSubscription } from '@aangan/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { BellOffIcon, CircleCheckIcon, InfoIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { callApi } from '../../lib/api';
import { SIGNED_LINK_READ, SignedLinkPage, TryAgain, useSignedLinkToken } from './signed-link-page';
import { unsubscribeRefusal } from './unsubscribe-words';

function SavedSearchesLink() {
  const { t } = useI18n();
  return (
    <Button asChild variant="outline" className="self-start">
      <Link to="/saved-searches">{t('saved-searches.unsubscribe.manage')}</Link>
    </Button>
  );
}

/** A calm line with an icon: the outcome (role status) or why the link does not work (role alert). */
function Outcome({ role, done, children }: { role: 'status' | 'alert'; done: boolean; children: string }) {
  const Icon = done ? CircleCheckIcon : InfoIcon;
  return (
    <div className="flex flex-col gap-4" role={role}>
      <p className="flex items-start gap-2 font-medium text-foreground">
        <Icon
          aria-hidden="true"
          className={done ? 'mt-0.5 size-5 shrink-0 text-success' : 'mt-0.5 size-5 shrink-0 text-muted-foreground'}
        />
        {children}
      </p>
      <SavedSearchesLink />
    </div>
  );
}

/**
 * /alerts/unsubscribe?token=…, the page an alert mail's unsubscribe link opens (issue 20). No sign-in: the
 * signed token is the access. Opening it only reads what the link names — mail scanners open links — and
 * pressing the button stops the alerts (the mail client's one-click POST does the same without the page).
 */
export function UnsubscribePage() {
  const { t } = useI18n();
  const token = useSignedLinkToken();
  const subscription = useQuery({
    queryKey: ['alert-unsubscribe', token],
    queryFn: ({ signal }) => callApi('readAlertUnsubscribe', { query: { token } }, { signal }),
    enabled: token !== '',
    ...SIGNED_LINK_READ,
  });
  const stop = useMutation({
    mutationFn: () => callApi('alertUnsubscribe', { query: { token } }),
  });

  const refusal =
    token === ''
      ? 'saved-searches.unsubscribe.tokenRequired'
      : (unsubscribeRefusal(stop.error) ?? unsubscribeRefusal(subscription.error));
  const troubled = subscription.isError || stop.isError;

  let content: React.ReactNode;
  if (stop.data) {
    content = (
      <Outcome role="status" done>
        {t('saved-searches.unsubscribe.done', { name: stop.data.name })}
      </Outcome>
    );
  } else if (refusal) {
    content = (
      <Outcome role="alert" done={false}>
        {t(refusal)}
      </Outcome>
    );
  } else if (subscription.data?.frequency === 'off') {
    content = (
      <Outcome role="status" done>
        {t('saved-searches.unsubscribe.alreadyOff', { name: subscription.data.name })}
      </Outcome>
    );
  } else if (subscription.data) {
    content = (
      <StopAlerts
        subscription={subscription.data}
        stopping={stop.isPending}
        failed={stop.isError}
        onStop={() => stop.mutate()}
      />
    );
  } else if (troubled) {
    content = <TryAgain onRetry={() => void subscription.refetch()} />;
  } else {
    content = (
      <p role="status" className="text-muted-foreground">
        {t('saved-searches.unsubscribe.loading')}
      </p>
    );
  }

  return <SignedLinkPage title={t('saved-searches.unsubscribe.title')}>{content}</SignedLinkPage>;
}

interface StopAlertsProps {
  subscription: AlertSubscription;
  stopping: boolean;
  /** The last press met trouble on the server's side: pressing again is the way. */
  failed: boolean;
  onStop: () => void;
}

/** What the link names and how often it mails now, and the one button that stops it. */
function StopAlerts({ subscription, stopping, failed, onStop }: StopAlertsProps) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">
        {t('saved-searches.unsubscribe.intro', { frequency: subscription.frequency, name: subscription.name })}
      </p>
      {failed && <p role="alert">{t('saved-searches.unsubscribe.tryAgain')}</p>}
      <Button size="lg" className="w-full sm:w-auto sm:self-start" disabled={stopping} onClick={onStop}>
        <BellOffIcon aria-hidden="true" />
        {t(stopping ? 'saved-searches.unsubscribe.stopping' : 'saved-searches.unsubscribe.stop')}
      </Button>
    </div>
  );
}
