import { ShieldAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../lib/utils';

/** Issue 17's words, exactly: shown beside Call Now and inside the contact dialog. */
const SAFETY_NOTICE =
  "Never pay a token or advance before you have visited the property and seen the owner's documents.";
const SAFETY_LINK_LABEL = 'How to stay safe';
const SAFETY_PATH = '/safety';

/**
 * The seeker's safety reminder with a link to the safety page. Calm, not alarming: brand-soft like the
 * site's other notes, with a shield.
 */
export function SafetyNotice({ className }: { className?: string }) {
  return (
    <aside
      aria-label="Safety"
      className={cn(
        'flex items-start gap-2.5 rounded-lg border border-brand/20 bg-brand-soft px-3 py-2.5 text-sm',
        className,
      )}
    >
      <ShieldAlertIcon className="mt-0.5 size-4 shrink-0 text-brand-strong" aria-hidden="true" />
      <p className="leading-snug">
        <span className="text-foreground">{SAFETY_NOTICE}</span>{' '}
        <Link to={SAFETY_PATH} className="whitespace-nowrap font-medium text-brand-strong underline underline-offset-2">
          {SAFETY_LINK_LABEL}
        </Link>
      </p>
    </aside>
  );
}
