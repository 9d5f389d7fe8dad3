import { useI18n } from '../../i18n/use-i18n';
import type { LegalSection } from './legal-types';

/**
 * The sections as anchor links: the sticky side column on a desktop, a list above the text on smaller screens,
 * in two columns where a phone is wide enough, so 21 entries stay about half a screen high. It stays open
 * everywhere, so any section is one tap away.
 */
export function LegalToc({ sections }: { sections: readonly LegalSection[] }) {
  const { t } = useI18n();
  return (
    <nav
      aria-label={t('info.legal.contents')}
      className="rounded-xl border bg-surface p-4 shadow-sm lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
    >
      <p className="px-1.5 font-semibold sm:px-2 text-muted-foreground text-xs uppercase tracking-wider">
        {t('info.legal.onThisPage')}
      </p>
      {/* Columns (not a grid) keep the numbers running down the first column, then the second. */}
      <ol className="mt-2 columns-1 gap-x-3 text-sm min-[22.5rem]:columns-2 lg:columns-1">
        {sections.map((section, index) => (
          <li key={section.id} className="break-inside-avoid">
            <a
              href={`#${section.id}`}
              className="flex gap-1.5 rounded-md px-1.5 py-1.5 text-muted-foreground sm:gap-2 sm:px-2 transition-colors hover:bg-muted hover:text-foreground"
            >
              <span className="w-5 shrink-0 text-right tabular-nums" aria-hidden="true">
                {index + 1}.
              </span>
              <span className="min-w-0 wrap-break-word hyphens-auto">{t(section.title)}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
