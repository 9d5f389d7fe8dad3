import type { UserType } from '@aangan/domain';
import type { MessageId } from '@lingui/core';

/** An account's type in the page's language (the domain's USER_TYPE_LABELS in English). */
export const USER_TYPE_MESSAGES: Record<UserType, MessageId> = {
  owner: 'profile.userType.owner',
  builder: 'profile.userType.builder',
  agent: 'profile.userType.agent',
};
