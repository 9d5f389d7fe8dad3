import type { I18n } from '@lingui/core';

/**
 * The reply when the WhatsApp tab could not be opened. The spec writes '+91 {phone}'; the site shows
 * the number with its '+91' already, so that prefix is dropped first to say it once.
 */
export function sendFailedReply(t: I18n['_'], phone: string): string {
  const national = phone.trim().replace(/^\+?91\s+/, '');
  return t('chat.failed', { phone: national });
}
