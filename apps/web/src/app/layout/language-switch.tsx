import { LOCALE_NAMES, LOCALE_TAGS, type Locale, pathInLocale } from '@aangan/domain';
import { LanguagesIcon } from 'lucide-react';
import { useLocation } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { rememberLocale } from '../../i18n/remember-locale';
import { useI18n } from '../../i18n/use-i18n';
import { cn } from '../../lib/utils';

/**
 * The same page in the other language, named in its own script (a reader of Hindi alone still finds it). A
 * whole page load, not a route change: the other language is another address, rendered by the server.
 */
export function LanguageSwitch({ variant = 'header' }: { variant?: 'header' | 'drawer' }) {
  const { t, locale } = useI18n();
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'en' ? 'hi' : 'en';
  const name = LOCALE_NAMES[other];
  return (
    <a
      href={pathInLocale(`${pathname}${search}${hash}`, other)}
      hrefLang={LOCALE_TAGS[other]}
      lang={LOCALE_TAGS[other]}
      title={t('layout.language.switchLabel', { language: name })}
      onClick={() => rememberLocale(other)}
      className={cn(
        buttonVariants({ variant: variant === 'drawer' ? 'outline' : 'ghost', size: 'default' }),
        variant === 'header' && 'px-2.5 text-muted-foreground hover:text-foreground',
      )}
    >
      <LanguagesIcon aria-hidden="true" />
      {name}
    </a>
  );
}
