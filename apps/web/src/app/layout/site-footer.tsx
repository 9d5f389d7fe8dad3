import type { MessageId } from '@lingui/core';
import { MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { PopularCityLinks } from '../../features/search/place/popular-cities';
import { useI18n } from '../../i18n/use-i18n';
import { BUSINESS_PHONE, BUSINESS_PHONE_HREF, OFFICE_ADDRESS, SUPPORT_EMAIL } from '../../lib/site';
import { FOOTER_QUICK_LINKS, FOOTER_SUPPORT_LINKS, type NavLinkItem } from './nav-links';
import { NewsletterForm } from './newsletter-form';

const headingClass = 'font-semibold text-sm text-white uppercase tracking-wider';
const linkClass = 'rounded-sm text-sm transition-colors hover:text-white';

function LinkColumn({ title, links }: { title: MessageId; links: NavLinkItem[] }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t(title)} className="flex flex-col gap-3">
      <h2 className={headingClass}>{t(title)}</h2>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useI18n();
  const year = new Date().getFullYear();

  return (
    <footer className="below-fold mt-16 bg-ink text-ink-foreground">
      <div className="page-container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.2fr_0.8fr_0.8fr_1fr_1.7fr]">
        <div className="flex flex-col gap-4">
          <Logo tone="light" />
          <p className="max-w-xs text-sm leading-relaxed">{t('layout.footer.tagline')}</p>
          <address className="flex flex-col gap-2 text-sm not-italic">
            <a href={`mailto:${SUPPORT_EMAIL}`} className={`inline-flex items-center gap-2 ${linkClass}`}>
              <MailIcon className="size-4 shrink-0 text-brand-soft" aria-hidden="true" />
              {SUPPORT_EMAIL}
            </a>
            <a href={BUSINESS_PHONE_HREF} className={`inline-flex items-center gap-2 ${linkClass}`}>
              <PhoneIcon className="size-4 shrink-0 text-brand-soft" aria-hidden="true" />
              {BUSINESS_PHONE}
            </a>
            <span className="inline-flex items-start gap-2">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-brand-soft" aria-hidden="true" />
              {OFFICE_ADDRESS}
            </span>
          </address>
        </div>
        <LinkColumn title="layout.footer.quickLinks" links={FOOTER_QUICK_LINKS} />
        <LinkColumn title="layout.footer.support" links={FOOTER_SUPPORT_LINKS} />
        <PopularCityLinks headingClass={headingClass} linkClass={linkClass} />
        <div className="flex flex-col gap-3">
          <h2 className={headingClass}>{t('layout.footer.newsletter')}</h2>
          <p className="text-sm">{t('layout.footer.newsletterNote')}</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-stone-800 border-t">
        <p className="page-container py-5 text-sm text-stone-400">
          {t('layout.footer.copyright', { year: String(year) })}
        </p>
      </div>
    </footer>
  );
}
