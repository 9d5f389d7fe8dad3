import { useId } from 'react';
import { AlertFrequencySelect } from '../../components/saved-searches/alert-frequency-select';
import { useRefusalWords } from '../../components/saved-searches/domain-messages';
import { Label } from '../../components/ui/label';
import { useI18n } from '../../i18n/use-i18n';
import { type SavedSearch, useSetAlertFrequency } from '../../lib/saved-searches';
import { toast } from '../../lib/toast';

/**
 * A card's 'Email alerts': a choice saves at once (PATCH). While it is on its way the select shows the choice,
 * and a refusal puts the stored one back with a toast.
 */
export function AlertFrequencyControl({ search }: { search: SavedSearch }) {
  const { t } = useI18n();
  const refusal = useRefusalWords();
  const id = useId();
  const setFrequency = useSetAlertFrequency();
  const shown = setFrequency.isPending ? setFrequency.variables.frequency : search.frequency;

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <Label htmlFor={id}>{t('saved-searches.alerts.label')}</Label>
      <AlertFrequencySelect
        id={id}
        value={shown}
        aria-label={t('saved-searches.alerts.labelNamed', { name: search.name })}
        onChange={(frequency) =>
          setFrequency.mutate(
            { id: search.id, frequency },
            {
              onSuccess: () => toast.success(t('saved-searches.alerts.done')),
              onError: (error) =>
                toast.error(t('saved-searches.alerts.failed'), {
                  description: refusal(error, t('saved-searches.tryAgain')),
                }),
            },
          )
        }
      />
    </div>
  );
}
