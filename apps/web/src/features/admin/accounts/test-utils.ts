import type { AccountDetail, AccountMatches } from '@aangan/domain';

type Match = AccountMatches['items'][number];

/** Ravi, a member with two listings, as the account search finds him. */
export function makeAccountMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: 'u-ravi',
    name: 'Ravi Sharma',
    email: 'ravi@example.in',
    phone: '9829012345',
    role: 'member',
    memberSince: '2026-03-14T10:00:00.000Z',
    suspended: false,
    listingCount: 2,
    ...overrides,
  };
}

/** Ravi's account as the team opens it: active, a live and a hidden listing, a contact revealed. */
export function makeAccountDetail(overrides: Partial<AccountDetail> = {}): AccountDetail {
  const { suspended: _, listingCount: __, ...summary } = makeAccountMatch();
  return {
    ...summary,
    emailVerified: true,
    type: 'owner',
    suspension: null,
    listings: [
      {
        id: 'abc',
        title: 'Courtyard flat in Junagarh',
        purpose: 'sell',
        price: 4_500_000,
        city: 'Bikaner',
        locality: 'Junagarh',
        createdAt: '2026-11-01T10:00:00.000Z',
        state: 'live',
        hiddenReason: null,
        verified: true,
      },
      {
        id: 'def',
        title: 'Haveli to let',
        purpose: 'rent',
        price: 25_000,
        city: 'Bikaner',
        locality: 'Rampuria',
        createdAt: '2026-10-01T10:00:00.000Z',
        state: 'hidden',
        hiddenReason: 'spam',
        verified: false,
      },
    ],
    reveals: {
      total: 1,
      items: [{ listingId: 'xyz', title: 'Shop on Station Road', at: new Date(Date.now() - 7_200_000).toISOString() }],
    },
    reports: { against: { total: 0, open: 0, latest: [] }, made: { total: 0, latest: [] }, openFlags: [] },
    history: [],
    ...overrides,
  };
}
