/**
 * Deleting an account for good (issue 17, decision 022). The person types their password and this word, so
 * a borrowed unlocked phone or a stray tap cannot erase everything: the word is short, in capitals, and
 * shown beside the box.
 *
 * The words live apart from the schema (account-deletion.ts): the layout's 'account deleted' toast is on every
 * page's first load, and importing the schema's module would bring zod into it.
 */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account.',
  confirmationRequired: `Type ${DELETE_CONFIRMATION_WORD} to confirm.`,
  confirmationWrong: `Type ${DELETE_CONFIRMATION_WORD} in capital letters to confirm.`,
  passwordWrong: 'That password is not right, so your account was not deleted.',
  teamMember:
    'You are on the Aangan team. Ask an admin to make you a member again first (admins: npm run admin -- revoke), then delete your account.',
  deleted: 'Your account has been deleted',
  deletedDetail: 'Your listings, pictures and saved properties are gone. You can register again with the same email.',
} as const;
