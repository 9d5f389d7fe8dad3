import { ListIcon, MapIcon } from 'lucide-react';
import { ToggleChip } from '../../../components/ui/toggle-chip';
import { useI18n } from '../../../i18n/use-i18n';

/** List | Map (issue 21): how the results are shown, kept in the URL (`display=map`). */
export function DisplayToggle({ showMap, onChange }: { showMap: boolean; onChange: (showMap: boolean) => void }) {
  const { t } = useI18n();
  return (
    <fieldset className="m-0 flex min-w-0 gap-1.5 border-0 p-0">
      <legend className="sr-only">{t('search.display.label')}</legend>
      <ToggleChip pressed={!showMap} onClick={() => onChange(false)}>
        <ListIcon aria-hidden="true" className="size-4" />
        {t('search.display.list')}
      </ToggleChip>
      <ToggleChip pressed={showMap} onClick={() => onChange(true)}>
        <MapIcon aria-hidden="true" className="size-4" />
        {t('search.display.map')}
      </ToggleChip>
    </fieldset>
  );
}
