/**
 * How much one account may list (issue 14: one account made 450 listings in 6 seconds). A builder with a
 * big project lists a few dozen units at a time and an agent a few hundred homes in all; a script that
 * floods search with fakes needs far more, far faster.
 */
export const LISTING_LIMITS = {
  perHour: 20,
  perDay: 60,
  /** Listings one account may have at once; deleting one makes room. */
  perAccount: 300,
} as const;

function waitWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export const LISTING_LIMIT_MESSAGES = {
  perHour: (secondsLeft: number) =>
    `You have listed ${LISTING_LIMITS.perHour} properties in the last hour. Please wait ${waitWords(secondsLeft)} before listing another.`,
  perDay: (secondsLeft: number) =>
    `You have listed ${LISTING_LIMITS.perDay} properties today. Please wait ${waitWords(secondsLeft)} before listing another.`,
  perAccount: (limit: number) =>
    `Your account has ${limit.toLocaleString('en-IN')} listings, the most one account can have. Delete a listing you no longer need to add another, or contact us.`,
};
