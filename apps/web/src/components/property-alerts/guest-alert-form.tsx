import { GUEST_ALERT_FREQUENCIES, type GuestAlertCreate } from '@aangan/domain';
import { LoaderCircleIcon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { useRequestGuestAlert } from '../../lib/guest-alerts';
import { errorIdFor } from '../form-field';
import { DEFAULT_ALERT_FREQUENCY } from '../saved-searches/alert-frequency-select';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { AlertFrequencyChoice } from './alert-frequency-choice';
import { AlertOutcome } from './alert-outcome';
import { type AlertRefusal, useAlertRefusal } from './alert-refusal';

export interface AlertFormProps {
  /** The results address the alert is about (the page's tab or place and its filters). */
  url: string;
  /** Its suggested name in the page's language ('' while its code loads: the server names it then). */
  name: string;
  /** The id of the line that names the search, which the Subscribe button points at. */
  searchLineId: string;
}

/**
 * 'Get Property Alerts' for a guest: an address and how often, for the search on screen. Answered, it says a
 * link is on its way to that address (nothing is sent until it is opened); a refusal is said under the field
 * or the button. The browser checks the email input's type; the server checks the rest.
 */
export function GuestAlertForm({ url, name, searchLineId }: AlertFormProps) {
  const { t, locale } = useI18n();
  const request = useRequestGuestAlert();
  const sayRefusal = useAlertRefusal();
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<GuestAlertCreate['frequency']>(DEFAULT_ALERT_FREQUENCY);
  const [refusal, setRefusal] = useState<AlertRefusal>();
  // What was asked for: the answer shows while the search on screen is the one asked about.
  const [sent, setSent] = useState<{ email: string; url: string }>();
  const emailRef = useRef<HTMLInputElement>(null);
  // Its own ids: the home page with its results open has the box and, in a dialog, this form again.
  const emailId = useId();
  const frequencyId = useId();

  if (sent && sent.url === url) {
    return (
      <AlertOutcome isDone words={t('search.alerts.confirmSent')}>
        <p className="text-muted-foreground text-sm">{t('search.alerts.sentTo', { email: sent.email })}</p>
        <Button
          variant="outline"
          className="self-start"
          onClick={() => {
            setSent(undefined);
            // The form comes back in the answer's place: the address is where to go on.
            requestAnimationFrame(() => emailRef.current?.focus());
          }}
        >
          {t('search.alerts.another')}
        </Button>
      </AlertOutcome>
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the box holds, even when typed before the app took over the server's page (the state was still empty).
    const typed = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setEmail(typed);
    setRefusal(undefined);
    request.mutate(
      { email: typed, url, frequency, locale, ...(name ? { name } : {}) },
      {
        onSuccess: () => setSent({ email: typed, url }),
        onError: (error) => {
          const said = sayRefusal(error);
          setRefusal(said);
          if (said.isAboutEmail) emailRef.current?.focus();
        },
      },
    );
  }

  const emailError = refusal?.isAboutEmail ? refusal.words : undefined;
  const formError = refusal && !refusal.isAboutEmail ? refusal.words : undefined;
  return (
    <form onSubmit={handleSubmit} className="flex w-full flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
        <div className="grid content-start gap-1.5">
          <label htmlFor={emailId} className="font-medium text-foreground text-sm">
            {t('common.email.label')}
          </label>
          <Input
            ref={emailRef}
            id={emailId}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={t('common.email.placeholder')}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (refusal?.isAboutEmail) setRefusal(undefined);
            }}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? errorIdFor(emailId) : undefined}
            className="h-11"
          />
          {emailError && (
            <p id={errorIdFor(emailId)} role="alert" className="font-medium text-danger text-sm">
              {emailError}
            </p>
          )}
        </div>
        <AlertFrequencyChoice
          id={frequencyId}
          frequencies={GUEST_ALERT_FREQUENCIES}
          value={frequency}
          onChange={setFrequency}
          disabled={request.isPending}
        />
      </div>
      <Button type="submit" size="lg" className="h-11" disabled={request.isPending} aria-describedby={searchLineId}>
        {request.isPending && (
          <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        )}
        {t(request.isPending ? 'common.newsletter.subscribing' : 'common.newsletter.subscribe')}
      </Button>
      {formError && (
        <p role="alert" className="font-medium text-danger text-sm">
          {formError}
        </p>
      )}
    </form>
  );
}
