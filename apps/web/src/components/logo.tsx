import { SITE_NAME } from '@aangan/domain';
import { Link } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { cn } from '../lib/utils';

/** The mark: a roof over a courtyard ("aangan"), drawn inline so it costs no request. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M7 15.5 16 8l9 7.5V24a1 1 0 0 1-1 1h-5v-6h-6v6H8a1 1 0 0 1-1-1z" fill="#fff" />
    </svg>
  );
}

export function Logo({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  const { t } = useI18n();
  return (
    <Link
      to="/"
      aria-label={t('layout.nav.logoHome')}
      className={cn('inline-flex items-center gap-2 rounded-md font-bold text-xl tracking-tight', className)}
    >
      <LogoMark className="text-brand" />
      <span className={tone === 'light' ? 'text-white' : 'text-foreground'}>{SITE_NAME}</span>
    </Link>
  );
}
