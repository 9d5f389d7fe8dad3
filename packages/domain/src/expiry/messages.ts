/** The words of listing expiry: the reminder mail, its links' page, My Properties and the console. */
export const EXPIRY_MESSAGES = {
  reminderSubject: 'Is your property still available?',
  stillAvailable: 'Yes, it is still available',
  noLongerAvailable: 'No, it is let or sold',
  renewed: 'Thank you. Your listing is live for another period.',
  renewedButDown: 'Thank you. Your listing is renewed; it stays out of search while the Aangan team has it hidden.',
  withdrawn: 'Thank you. Your listing is marked let or sold and no longer shows in search.',
  linkInvalid:
    'This link does not work any more. It may have been used already, or the listing was renewed or removed since. Open My Properties to see where your listing stands.',
  tokenRequired: 'This link is incomplete. Open it again from the email.',
  expiredLabel: 'Expired',
  withdrawnLabel: 'Let or sold',
  expiredNotice: 'This listing has expired and no longer shows in search. Renew it if the property is still available.',
  withdrawnNotice: 'You marked this listing let or sold, so it no longer shows in search. Renew it to bring it back.',
  renew: 'Renew',
  renewDone: 'Listing renewed.',
} as const;
