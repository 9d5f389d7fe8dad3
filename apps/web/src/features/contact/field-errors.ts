import {
  AUTH_MESSAGES,
  CONTACT_MAX_LENGTHS,
  CONTACT_MESSAGES,
  CONTACT_MIN_MESSAGE_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { useI18n } from '../../i18n/use-i18n';

/**
 * The shared schema's messages (the browser's check and the server's 400 say the same English words), each with
 * its key in the contact part, so a Hindi page says them in Hindi. Any other words the server sends are shown as
 * they come.
 */
const FIELD_ERRORS = new Map<string, MessageId>([
  [CONTACT_MESSAGES.nameRequired, 'contact.error.nameRequired'],
  [AUTH_MESSAGES.nameTooLong, 'contact.error.nameTooLong'],
  [CONTACT_MESSAGES.emailRequired, 'contact.error.emailRequired'],
  [AUTH_MESSAGES.emailInvalid, 'contact.error.emailInvalid'],
  [AUTH_MESSAGES.emailTooLong, 'contact.error.emailTooLong'],
  [CONTACT_MESSAGES.phoneRequired, 'contact.error.phoneRequired'],
  [AUTH_MESSAGES.phoneInvalid, 'contact.error.phoneInvalid'],
  [CONTACT_MESSAGES.reasonRequired, 'contact.error.reasonRequired'],
  [CONTACT_MESSAGES.subjectRequired, 'contact.error.subjectRequired'],
  [CONTACT_MESSAGES.subjectTooLong, 'contact.error.subjectTooLong'],
  [CONTACT_MESSAGES.messageRequired, 'contact.error.messageRequired'],
  [CONTACT_MESSAGES.messageTooShort, 'contact.error.messageTooShort'],
  [CONTACT_MESSAGES.messageTooLong, 'contact.error.messageTooLong'],
]);

// Strings, as the domain writes them into its messages ('5000', not '5,000').
const LIMITS = {
  nameMax: String(NAME_MAX_LENGTH),
  emailMax: String(EMAIL_MAX_LENGTH),
  subjectMax: String(CONTACT_MAX_LENGTHS.subject),
  messageMin: String(CONTACT_MIN_MESSAGE_LENGTH),
  messageMax: String(CONTACT_MAX_LENGTHS.message),
};

/** A field's error in the page's language. */
export function useFieldError() {
  const { t } = useI18n();
  return (message: string | undefined) => {
    const id = message === undefined ? undefined : FIELD_ERRORS.get(message);
    return id ? t(id, LIMITS) : message;
  };
}
