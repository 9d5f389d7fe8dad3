import { useI18n } from '../../i18n/use-i18n';

/** The words of a dialog's or sheet's close (X) button, for screen readers, in the page's language. */
export function CloseLabel() {
  const { t } = useI18n();
  return <span className="sr-only">{t('common.close')}</span>;
}
