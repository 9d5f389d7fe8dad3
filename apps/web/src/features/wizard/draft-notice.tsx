import { HistoryIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';

/** Says the form was restored from the saved draft, with a way to throw it away. */
export function DraftNotice({ onStartOver }: { onStartOver: () => void }) {
  const { t } = useI18n();
  return (
    <Alert>
      <HistoryIcon aria-hidden="true" />
      <AlertTitle>{t('wizard.draft.title')}</AlertTitle>
      <AlertDescription>
        <p>{t('wizard.draft.body')}</p>
        <div>
          <Button variant="link" size="sm" className="h-auto px-0" onClick={onStartOver}>
            {t('wizard.draft.startOver')}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
