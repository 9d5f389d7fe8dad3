import { type CappedCount, formatCount } from '@aangan/domain';
import { useI18n } from '../../../i18n/use-i18n';

/**
 * The results line in the page's language: '1 Property Found', '24 Properties Found', '1,000+ Properties Found'
 * ('1 प्रॉपर्टी मिली', '24 प्रॉपर्टी मिलीं'). The spec writes '{n} Properties Found'; one listing reads in the
 * singular (decision 025), by the language's own plural rules. A count stopped at the cap is always many.
 */
export function useFoundCountLine(): (count: CappedCount) => string {
  const { t } = useI18n();
  return ({ count, countCapped }) =>
    countCapped
      ? t('search.results.foundMore', { n: formatCount(count) })
      : t('search.results.found', { count, n: formatCount(count) });
}
