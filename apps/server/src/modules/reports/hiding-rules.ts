/** The two settings that decide when reports hide a listing (config.ts; decision 021). */
export interface HidingRules {
  /** REPORT_HIDE_THRESHOLD: distinct people whose reports count. */
  threshold: number;
  /** REPORT_MIN_ACCOUNT_AGE_HOURS: how old a reporter's account must be for the report to count. */
  minAccountAgeHours: number;
}
