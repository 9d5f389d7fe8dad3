import { useI18n } from '../../i18n/use-i18n';
import { type AlertFrequency, AlertFrequencySelect } from '../saved-searches/alert-frequency-select';

interface AlertFrequencyChoiceProps<F extends AlertFrequency> {
  id: string;
  frequencies: readonly F[];
  value: F;
  onChange: (frequency: F) => void;
  disabled: boolean;
}

/** 'How often' over its select, the alert box's second field. */
export function AlertFrequencyChoice<F extends AlertFrequency>({ id, ...select }: AlertFrequencyChoiceProps<F>) {
  const { t } = useI18n();
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="font-medium text-foreground text-sm">
        {t('search.alerts.frequencyLabel')}
      </label>
      <AlertFrequencySelect id={id} className="h-11 w-full sm:min-w-44 [&>select]:h-11" {...select} />
    </div>
  );
}
