/**
 * Why the Aangan team hid a listing (issue 16): a fixed list, so the owner, the console and the audit log
 * say the same thing, with a note in the moderator's words beside it. 'other' needs the note.
 */
export const TEAM_HIDE_REASONS = [
  'fake',
  'duplicate',
  'wrong-details',
  'unavailable',
  'offensive',
  'spam',
  'owner-request',
  'other',
] as const;

/**
 * Every reason a listing can be hidden for: the team's, and 'reports', which no moderator picks: enough
 * people reported the listing and it went down by itself pending the team's review (issue 17).
 */
export const HIDE_REASONS = [...TEAM_HIDE_REASONS, 'reports'] as const;
export type HideReason = (typeof HIDE_REASONS)[number];

/** How the owner (My Properties, the mail) and the console name each reason. */
export const HIDE_REASON_LABELS: Record<HideReason, string> = {
  fake: 'Fake or misleading listing',
  duplicate: 'Duplicate of another listing',
  'wrong-details': 'Wrong price or details',
  unavailable: 'Already sold or rented',
  offensive: 'Offensive content',
  spam: 'Spam or scam',
  'owner-request': 'Removed at the poster’s request',
  other: 'Other',
  reports: 'Reported by several people, pending review',
};
