import type { BrokerFlagKind, BrokerFlagStatus } from './broker-flags.ts';

/**
 * When an 'owner' account looks like a broker's (issue 17): more live listings, or more new ones within
 * the window, than a person letting or selling their own homes has. More than these raises a flag.
 */
export const BROKER_FLAG_LIMITS = { liveListings: 5, newListings: 10, windowDays: 30 } as const;

/** A flag names this many of the accounts sharing a number; the rest are counted. */
export const SHARED_PHONE_ACCOUNTS_NAMED = 10;

/** What the team reads on a flag, by kind: the facts the scan found, kept as they were then. */
export type BrokerFlagEvidence =
  | { kind: 'shared-phone'; phone: string; total: number; accounts: { id: string; email: string }[] }
  | { kind: 'many-listings'; live: number; newInWindow: number }
  | { kind: 'brokerage-wording'; listingId: string; title: string; words: string[] };

export const BROKER_FLAG_KIND_LABELS: Record<BrokerFlagKind, string> = {
  'shared-phone': 'Mobile number on several owner accounts',
  'many-listings': 'More listings than an owner has',
  'brokerage-wording': 'Listing talks about brokerage',
};

export const BROKER_FLAG_STATUS_LABELS: Record<BrokerFlagStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  confirmed: 'Confirmed',
};

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** A flag's evidence as one sentence a moderator reads. */
export function brokerFlagInWords(evidence: BrokerFlagEvidence): string {
  switch (evidence.kind) {
    case 'shared-phone': {
      const more = evidence.total - evidence.accounts.length;
      const named = evidence.accounts.map((account) => account.email).join(', ');
      return `The mobile number ${evidence.phone} is on ${plural(evidence.total, 'owner account', 'owner accounts')}: ${named}${more > 0 ? ` and ${more.toLocaleString('en-IN')} more` : ''}.`;
    }
    case 'many-listings': {
      const { liveListings, newListings, windowDays } = BROKER_FLAG_LIMITS;
      return `${plural(evidence.live, 'live listing', 'live listings')} (an owner rarely has more than ${liveListings}) and ${plural(evidence.newInWindow, 'new listing', 'new listings')} in ${windowDays} days (more than ${newListings} is unusual).`;
    }
    case 'brokerage-wording':
      return `“${evidence.title}”, posted as owner, says: ${evidence.words.join(', ')}.`;
  }
}
