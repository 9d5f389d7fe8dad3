import { useSearchParams } from 'react-router';

/**
 * A section's filters kept in the URL, so a moderator can share a view or come back to it: read one, the
 * page (anything unreadable is the first), and change several at once, an empty value leaving the URL.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return {
    get: (key: string) => params.get(key)?.trim() || undefined,
    page,
    update,
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
  };
}

/** A link's search part for these filters, the empty ones left out ('.' when none, the section itself). */
export function filterHref(filters: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  return search.size > 0 ? `?${search}` : '.';
}
