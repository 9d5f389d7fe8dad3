import { EXPIRY_MESSAGES } from '@aangan/domain';

/** The link page's own words (decision 020); the button labels and outcomes are the domain's, as the mail says them. */
export const LINK_PAGE_COPY = {
  title: EXPIRY_MESSAGES.reminderSubject,
  renewIntro: 'Press the button to keep your listing in search for another period. No sign-in is needed.',
  withdrawIntro:
    'Press the button to mark your listing let or sold. It leaves search at once; you can bring it back from My Properties with Renew.',
  working: 'One moment…',
  doneHeading: 'Done',
  invalidHeading: 'This link has done its work',
  openMyProperties: 'Open My Properties',
  tryAgain: 'Something went wrong on our side. Please try the button again in a minute.',
} as const;
