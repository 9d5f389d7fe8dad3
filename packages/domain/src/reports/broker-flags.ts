/**
 * Signs that an 'owner' account may be a broker (issue 17), raised for the team to review and never acted on
 * by themselves: one mobile number on several owner accounts; more live listings, or more new ones in 30
 * days, than an owner has; descriptions that talk about brokerage.
 */
export const BROKER_FLAG_KINDS = ['shared-phone', 'many-listings', 'brokerage-wording'] as const;
export type BrokerFlagKind = (typeof BROKER_FLAG_KINDS)[number];

/** `open` in the team's queue; `dismissed` (nothing wrong) or `confirmed` (the team acted on the account). */
export const BROKER_FLAG_STATUSES = ['open', 'dismissed', 'confirmed'] as const;
export type BrokerFlagStatus = (typeof BROKER_FLAG_STATUSES)[number];
