import { SAVED_SEARCH_FREQUENCIES } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { useI18n } from '../../i18n/use-i18n';
import type { SavedSearch } from '../../lib/saved-searches';
import { NativeSelect } from '../ui/native-select';

export type AlertFrequency = SavedSearch['frequency'];

/** What the server stores when nothing is chosen (decision 029): the choice a new search starts from. */
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'daily';

const FREQUENCY_WORDS: Record<AlertFrequency, MessageId> = {
  instant: 'saved-searches.alerts.instant',
  daily: 'saved-searches.alerts.daily',
  weekly: 'saved-searches.alerts.weekly',
  off: 'saved-searches.alerts.off',
};

const isFrequency = (value: string): value is AlertFrequency =>
  (SAVED_SEARCH_FREQUENCIES as readonly string[]).includes(value);

interface AlertFrequencySelectProps {
  id: string;
  value: AlertFrequency;
  onChange: (frequency: AlertFrequency) => void;
  disabled?: boolean;
  /** The control's name for a reader when the visible label does not say which search (a card's). */
  'aria-label'?: string;
  /** The line that says where the alerts go. */
  'aria-describedby'?: string;
}

/** How often a saved search emails its new matches: the browser's own select, so a phone opens its picker. */
export function AlertFrequencySelect({ id, value, onChange, disabled, ...aria }: AlertFrequencySelectProps) {
  const { t } = useI18n();
  return (
    <NativeSelect
      id={id}
      className="w-full sm:w-auto sm:min-w-48"
      value={value}
      disabled={disabled}
      onChange={(event) => isFrequency(event.target.value) && onChange(event.target.value)}
      {...aria}
    >
      {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
        <option key={frequency} value={frequency}>
          {t(FREQUENCY_WORDS[frequency])}
        </option>
      ))}
    </NativeSelect>
  );
}
