import { LOCALE_NAMES, LOCALE_TAGS, type Locale, pathInLocale } from '@aangan/domain';
import { LanguagesIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { rememberLocale, saveAccountLocale } from '../../i18n/remember-locale';
import { useI18n } from '../../i18n/use-i18n';
import { useCurrentUser } from '../../lib/current-user';
import { cn } from '../../lib/utils';

/** Longer than any address the site makes: such an address is not echoed into the page (a bounded answer). */
const MAX_CARRIED_ADDRESS = 2_000;

/** The address the switch carries over: the whole of it, or its path when the query is outlandish, or home. */
function addressToCarry(pathname: string, whole: string): string {
  if (whole.length <= MAX_CARRIED_ADDRESS) return whole;
  return pathname.length <= MAX_CARRIED_ADDRESS ? pathname : '/';
}

/**
 * The same page in the other language, named in its own script (a reader of Hindi alone still finds it). A
 * whole page load, not a route change: the other language is another address, rendered by the server.
 */
export function LanguageSwitch({ variant = 'header' }: { variant?: 'header' | 'drawer' }) {
  const { t, locale } = useI18n();
  const { pathname, search, hash } = useLocation();
  const { user } = useCurrentUser();
  const other: Locale = locale === 'en' ? 'hi' : 'en';
  const name = LOCALE_NAMES[other];
  const href = pathInLocale(addressToCarry(pathname, `${pathname}${search}${hash}`), other);
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLocale(other);
    if (!user) return;
    // The account learns the choice before the page goes, so its next mail is in it.
    event.preventDefault();
    void saveAccountLocale(other).then(() => window.location.assign(href));
  };
  return (
    <a
      href={href}
      hrefLang={LOCALE_TAGS[other]}
      lang={LOCALE_TAGS[other]}
      title={t('layout.language.switchLabel', { language: name })}
      onClick={choose}
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
