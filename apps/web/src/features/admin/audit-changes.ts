/** An audit entry's fields before and after, as the log stores them. */
interface Changed {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** "role: member → moderator" for each field the action changed. */
export function describeChanges(entry: Changed): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys
    .map((key) => `${key}: ${String(entry.before?.[key] ?? '—')} → ${String(entry.after?.[key] ?? '—')}`)
    .join(', ');
}
