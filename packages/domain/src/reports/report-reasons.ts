/**
 * Why a person reports a listing (issue 17): a fixed list, so the reporter, the team's queue and the audit
 * log say the same thing. 'other' needs the reporter's words.
 */
export const REPORT_REASONS = [
  'unavailable',
  'fake-photos',
  'wrong-details',
  'broker-as-owner',
  'advance-payment',
  'duplicate',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How the report dialog and the console name each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  unavailable: 'Not available / already let or sold',
  'fake-photos': 'Fake or misleading photos',
  'wrong-details': 'Wrong price or details',
  'broker-as-owner': 'Broker posing as owner',
  'advance-payment': 'Asked me to pay before visiting',
  duplicate: 'Duplicate listing',
  other: 'Other',
};

/**
 * A report is `open` in the team's queue until the team decides the listing's case: `upheld` (the listing
 * stays or goes down) or `dismissed` (the listing stays or comes back up). Each reporter is mailed then.
 */
export const REPORT_STATUSES = ['open', 'upheld', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
