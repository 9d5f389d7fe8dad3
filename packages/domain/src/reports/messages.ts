import { MODERATION_TEXT_MAX } from '../verification/requests.ts';

/** A reporter's details, and the team's note on a decision, are at most this many characters. */
export const REPORT_TEXT_MAX = MODERATION_TEXT_MAX;

/** How many reports one person may make in a day (issue 17): more than an honest seeker ever needs. */
export const REPORTS_PER_DAY = 20;

const max = REPORT_TEXT_MAX.toLocaleString('en-IN');

function waitWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** The words of reporting a listing and of the team's reports queue and broker flags. */
export const REPORT_MESSAGES = {
  reasonInvalid: 'Choose why you are reporting this listing.',
  detailsRequiredForOther: 'Tell us what is wrong: with ‘Other’ we need your words.',
  detailsTooLong: `Details are at most ${max} characters.`,
  ownListing: 'You cannot report your own listing.',
  perDay: (secondsLeft: number) =>
    `You have reported ${REPORTS_PER_DAY} listings today. Please wait ${waitWords(secondsLeft)} before reporting another.`,
  /** The reporter's toast. */
  sent: 'Thank you. Our team will look at this listing, and we will email you what we decide.',
  decisionInvalid: 'Choose uphold (the listing stays down) or dismiss (the reports were wrong).',
  noteRequired: 'Write a note for the record: what you checked and why.',
  noteTooLong: `A note is at most ${max} characters.`,
  hideReasonRequired: 'To uphold, choose the reason the owner will read.',
  hideReasonInvalid: 'Choose why the listing is hidden.',
  noReports: 'This listing has no reports.',
  flagDecisionInvalid: 'Choose dismiss (nothing wrong) or confirm (the account is a broker).',
  flagNotFound: 'This flag was not found. It may have gone with its account.',
  flagStatusInvalid: 'Choose open, dismissed or confirmed.',
} as const;
