import { GUEST_ALERT_FREQUENCIES, type GuestAlertCreate, SAVED_SEARCH_MESSAGES } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { LoaderCircleIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';
import { useSaveSearchWithAlerts } from '../../lib/saved-searches';
import { AlertsAddressNote } from '../saved-searches/alert-frequency-field';
import { DEFAULT_ALERT_FREQUENCY } from '../saved-searches/alert-frequency-select';
import { Button } from '../ui/button';
import { AlertFrequencyChoice } from './alert-frequency-choice';
import { AlertOutcome } from './alert-outcome';
import { useAlertRefusal } from './alert-refusal';
import type { AlertFormProps } from './guest-alert-form';

/** What saving left, for the search it was about. */
interface Outcome {
  url: string;
  words: MessageId;
  isDone: boolean;
}

const isAlreadySaved = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === SAVED_SEARCH_MESSAGES.alreadySaved;

/**
 * 'Get Property Alerts' for a signed-in person: no address to ask for and no link to confirm — the search is
 * saved to their account with the alerts chosen, mailed to the account's address (decision 029). A search
 * saved before is said calmly, with the way to its alerts.
 */
export function MemberAlertForm({ url, name, searchLineId }: AlertFormProps) {
  const { t } = useI18n();
  const { saveWithAlerts, isPending } = useSaveSearchWithAlerts();
  const sayRefusal = useAlertRefusal();
  const [frequency, setFrequency] = useState<GuestAlertCreate['frequency']>(DEFAULT_ALERT_FREQUENCY);
  const [refusal, setRefusal] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const frequencyId = useId();

  if (outcome && outcome.url === url) {
    return (
      <AlertOutcome isDone={outcome.isDone} words={t(outcome.words)}>
        <Button asChild variant="outline" className="self-start">
          <Link to="/saved-searches">{t('search.alerts.manage')}</Link>
        </Button>
      </AlertOutcome>
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(undefined);
    try {
      const { isFrequencySet } = await saveWithAlerts({ url, name, frequency });
      setOutcome(
        isFrequencySet
          ? { url, words: 'search.alerts.saved', isDone: true }
          : { url, words: 'search.alerts.frequencyNotSet', isDone: false },
      );
    } catch (error) {
      if (isAlreadySaved(error)) setOutcome({ url, words: 'search.alerts.alreadySaved', isDone: false });
      else setRefusal(sayRefusal(error).words);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="flex w-full flex-col gap-3">
      <AlertFrequencyChoice
        id={frequencyId}
        frequencies={GUEST_ALERT_FREQUENCIES}
        value={frequency}
        onChange={setFrequency}
        disabled={isPending}
      />
      <AlertsAddressNote />
      <Button type="submit" size="lg" className="h-11" disabled={isPending} aria-describedby={searchLineId}>
        {isPending && <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
        {t(isPending ? 'common.newsletter.subscribing' : 'common.newsletter.subscribe')}
      </Button>
      {refusal && (
        <p role="alert" className="font-medium text-danger text-sm">
          {refusal}
        </p>
      )}
    </form>
  );
}
