const count = new Intl.NumberFormat('en-IN');
const listedDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** "1 view", "1,204 views" (Indian digit grouping). */
export function viewsLabel(views: number): string {
  return `${count.format(views)} ${views === 1 ? 'view' : 'views'}`;
}

/** "Listed on 10 Jan 2025"; null when the timestamp cannot be read, so the card leaves the line out. */
export function listedOnLabel(createdAt: string): string | null {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return `Listed on ${listedDate.format(date)}`;
}
