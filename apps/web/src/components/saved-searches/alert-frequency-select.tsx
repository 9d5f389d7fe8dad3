import { SAVED_SEARCH_FREQUENCIES } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { useI18n } from '../../i18n/use-i18n';
import type { SavedSearch } from '../../lib/saved-searches';
import { NativeSelect } from '../ui/native-select';

export type AlertFrequency = SavedSearch['frequency'];

/** What the server stores when nothing is chosen (decision 029): the choice a new search starts from. */
export const DEFAULT_ALERT_FREQUENCY = 'daily' satisfies AlertFrequency;

// In the search part, which every page has: the home page's 'Get Property Alerts' offers them on a first visit.
const FREQUENCY_WORDS: Record<AlertFrequency, MessageId> = {
  instant: 'search.alerts.frequency.instant',
  daily: 'search.alerts.frequency.daily',
  weekly: 'search.alerts.frequency.weekly',
  off: 'search.alerts.frequency.off',
};

interface AlertFrequencySelectProps<F extends AlertFrequency> {
  id: string;
  /** The choices, in this order: every frequency unless told (a new alert cannot be asked for 'off'). */
  frequencies?: readonly F[];
  value: F;
  onChange: (frequency: F) => void;
  disabled?: boolean;
  /** Sizes the control (full width on a phone, its words' width from sm up, unless told). */
  className?: string;
  /** The control's name for a reader when the visible label does not say which search (a card's). */
  'aria-label'?: string;
  /** The line that says where the alerts go. */
  'aria-describedby'?: string;
}

/** How often a saved search emails its new matches: the browser's own select, so a phone opens its picker. */
export function AlertFrequencySelect<F extends AlertFrequency = AlertFrequency>({
  id,
  frequencies = SAVED_SEARCH_FREQUENCIES as readonly AlertFrequency[] as readonly F[],
  value,
  onChange,
  disabled,
  className = 'w-full sm:w-auto sm:min-w-48',
  ...aria
}: AlertFrequencySelectProps<F>) {
  const { t } = useI18n();
  const isOffered = (choice: string): choice is F => (frequencies as readonly string[]).includes(choice);
  return (
    <NativeSelect
      id={id}
      className={className}
      value={value}
      disabled={disabled}
      onChange={(event) => isOffered(event.target.value) && onChange(event.target.value)}
      {...aria}
    >
      {frequencies.map((frequency) => (
        <option key={frequency} value={frequency}>
          {t(FREQUENCY_WORDS[frequency])}
        </option>
      ))}
    </NativeSelect>
  );
}
