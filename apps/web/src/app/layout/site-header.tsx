import { NavLink } from 'react-router';
import { Logo } from '../../components/logo';
import { useI18n } from '../../i18n/use-i18n';
import { AccountActions } from './account-actions';
import { LanguageSwitch } from './language-switch';
import { MobileNav } from './mobile-nav';
import { HEADER_LINKS } from './nav-links';

export function SiteHeader() {
  const { t } = useI18n();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="page-container flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label={t('layout.nav.main')} className="hidden items-center gap-1 md:flex">
          {HEADER_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className="rounded-md px-3 py-2 font-medium text-muted-foreground text-sm transition-colors hover:text-foreground aria-[current=page]:text-brand"
            >
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <div className="hidden md:block">
            <AccountActions />
          </div>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
