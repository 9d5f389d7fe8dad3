import { MODERATION_TEXT_MAX } from '../verification/requests.ts';

const max = MODERATION_TEXT_MAX.toLocaleString('en-IN');

/**
 * The words of listing moderation, appeals and suspension, for moderators and owners alike. A 409 for a
 * listing someone else changed first is VERIFICATION_MESSAGES.changedBySomeoneElse, for an account
 * TEAM_MESSAGES.changedBySomeoneElse: one sentence each, wherever the race is lost.
 */
export const MODERATION_MESSAGES = {
  reasonInvalid: 'Choose why the listing is hidden.',
  noteRequiredForOther: 'Say what is wrong: with ‘Other’ the owner needs a note to read.',
  noteTooLong: `A note is at most ${max} characters.`,
  appealMessageRequired: 'Tell the team why your listing should be shown again.',
  appealMessageTooLong: `An appeal is at most ${max} characters.`,
  appealNotHidden: 'Only a listing the Aangan team has hidden can be appealed.',
  appealAlreadyOpen: 'Your appeal is with our team already. We will reply by email.',
  appealAlreadyAnswered:
    'Your appeal was answered already. If something has changed since, write to us through the Contact page.',
  appealNotFound: 'This appeal was not found. It may have gone with its listing.',
  appealDecisionInvalid: 'Choose uphold (the listing stays hidden) or restore (it is shown again).',
  replyRequired: 'Write the reply the owner will read.',
  replyTooLong: `A reply is at most ${max} characters.`,
  appealStatusInvalid: 'Choose open, upheld or restored.',
  listingStateInvalid: 'Choose live, hidden, owner suspended, expired, let or sold, verified or pending review.',
  searchTooShort: 'Type at least 3 letters of the title, or a listing id, an email or a mobile number.',
  searchTooLong: 'A search is at most 200 characters.',
  accountNotFound: 'This account was not found. It may have been deleted.',
  accountQueryInvalid: 'Enter the full email address or the 10-digit mobile number of the account.',
  ownAccount: 'You cannot suspend your own account.',
  moderatorsSuspendMembers: 'Moderators can suspend members only. Ask an admin to suspend a moderator.',
  adminsNotSuspended: 'An admin cannot be suspended. Take the admin role away first (npm run admin).',
  suspendedSignIn: 'This account is suspended. If you think this is a mistake, write to us through the Contact page.',
} as const;
