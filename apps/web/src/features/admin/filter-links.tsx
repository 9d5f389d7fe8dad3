import { Link } from 'react-router';
import { cn } from '../../lib/utils';

interface FilterLinksProps<Key extends string> {
  /** Names the row for screen readers: 'Listings by state'. */
  label: string;
  options: readonly { key: Key; label: string; to: string }[];
  current: Key;
}

/**
 * A section's filter as a row of links (the filter lives in the URL, so it can be shared and comes back with
 * Back); the row scrolls sideways on a narrow phone.
 */
export function FilterLinks<Key extends string>({ label, options, current }: FilterLinksProps<Key>) {
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto px-1 pb-1">
      <ul className="flex gap-2">
        {options.map((option) => (
          <li key={option.key}>
            <Link
              to={option.to}
              aria-current={option.key === current ? 'page' : undefined}
              className={cn(
                'inline-flex h-9 items-center whitespace-nowrap rounded-full border px-3.5 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                option.key === current
                  ? 'border-brand bg-brand-soft text-brand-strong'
                  : 'border-input bg-surface text-foreground hover:bg-muted',
              )}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
