/**
 * The legal pages' 'Last updated' date (docs/product.md §2): today, read at render, in long US form ('November 22, 2026'),
 * with the ISO day for the <time> element.
 */
export function lastUpdated(now: Date = new Date()): { label: string; iso: string } {
  const label = now.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  // The local calendar day, as the label shows it; toISOString would give the UTC day instead.
  const iso = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
  return { label, iso };
}
