/**
 * When people's reports take a listing down by themselves (issue 17, decision 021). Reports from
 * REPORT_HIDE_THRESHOLD distinct people within REPORT_WINDOW_DAYS hide it pending the team's review, but
 * only reports that count: an account under a day old, or whose email is not verified, reaches the queue
 * without helping to hide anything, so a handful of fresh accounts cannot take an honest listing down.
 */
export const REPORT_WINDOW_DAYS = 30;
/** The default of REPORT_HIDE_THRESHOLD. */
export const DEFAULT_REPORT_HIDE_THRESHOLD = 3;
/** An account this young cannot help to hide a listing (the default of REPORT_MIN_ACCOUNT_AGE_HOURS). */
export const DEFAULT_REPORT_MIN_ACCOUNT_AGE_HOURS = 24;

const HOUR_MS = 3_600_000;

/** Whether a report counts toward hiding, decided once when it is made (or made again). */
export function countsForHiding(
  reporter: { createdAt: Date; emailVerified: boolean },
  now: Date,
  minAccountAgeHours: number = DEFAULT_REPORT_MIN_ACCOUNT_AGE_HOURS,
): boolean {
  return reporter.emailVerified && now.getTime() - reporter.createdAt.getTime() >= minAccountAgeHours * HOUR_MS;
}

/** The earliest moment a report still counts toward hiding at `now`. */
export function reportWindowStart(now: Date): Date {
  return new Date(now.getTime() - REPORT_WINDOW_DAYS * 24 * HOUR_MS);
}

/** Who hid a listing the reports took down, as the listing and the audit log name it: no person. */
export const REPORTS_ACTOR_LABEL = 'Aangan (reports)';
