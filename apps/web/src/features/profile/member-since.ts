const monthYear = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' });

/** 'Member since March 2026' from the sign-up timestamp; null when the date cannot be read. */
export function memberSinceLabel(memberSince: string): string | null {
  const date = new Date(memberSince);
  if (Number.isNaN(date.getTime())) return null;
  return `Member since ${monthYear.format(date)}`;
}
