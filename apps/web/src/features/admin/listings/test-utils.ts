import type { AppealQueue, TeamListingDetail, TeamListingPage } from '@aangan/domain';
import { makeProperty } from '../../../test/factories';

type Row = TeamListingPage['items'][number];
type AppealEntry = AppealQueue['items'][number];

/** A moment `hours` before now, as the server writes it. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** One row of the team's search: Kavita's live flat in Junagarh, listed two days ago. */
export function makeListingRow(overrides: Partial<Row> = {}): Row {
  return {
    id: 'abc',
    title: 'Courtyard flat in Junagarh',
    purpose: 'sell',
    price: 4_500_000,
    city: 'Bikaner',
    locality: 'Junagarh',
    cover: 'properties/abcdefghijklmnop/detail.webp',
    createdAt: hoursAgo(48),
    state: 'live',
    hiddenReason: null,
    verified: false,
    verificationPending: false,
    openAppeal: false,
    owner: { id: 'u-kavita', name: 'Kavita Rao', email: 'kavita@example.in', suspended: false },
    ...overrides,
  };
}

/** Listing abc as the team opens it: live, with no appeal and nothing in its history. */
export function makeListingDetail(overrides: Partial<TeamListingDetail> = {}): TeamListingDetail {
  return {
    listing: makeProperty({
      id: 'abc',
      title: 'Courtyard flat in Junagarh',
      verificationStatus: false,
      images: ['properties/abcdefghijklmnop/detail.webp'],
    }),
    state: 'live',
    hidden: null,
    owner: {
      id: 'u-kavita',
      name: 'Kavita Rao',
      email: 'kavita@example.in',
      phone: '+91 98765 43210',
      role: 'member',
      suspended: false,
    },
    appeals: [],
    history: [],
    ...overrides,
  };
}

/** Listing abc hidden as a duplicate by Arjun, with Kavita's open appeal a. */
export function makeHiddenDetail(overrides: Partial<TeamListingDetail> = {}): TeamListingDetail {
  return makeListingDetail({
    state: 'hidden',
    hidden: {
      at: '2026-11-20T10:00:00.000Z',
      reason: 'duplicate',
      note: 'Same photos as another listing',
      by: 'arjun@example.in',
    },
    appeals: [
      {
        id: 'a1',
        status: 'open',
        message: 'These are my own photos.',
        reply: null,
        createdAt: hoursAgo(5),
        decidedAt: null,
        decidedBy: null,
      },
    ],
    history: [
      {
        id: 'h1',
        actor: 'arjun@example.in',
        action: 'listing.hide',
        reason: 'Duplicate of another listing — Same photos as another listing',
        before: { listed: true, hidden: false },
        after: { listed: false, hidden: true },
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    ...overrides,
  });
}

/** Kavita's open appeal a1 in the queue, sent five hours ago. */
export function makeAppealEntry(overrides: Partial<AppealEntry> = {}): AppealEntry {
  return {
    id: 'a1',
    status: 'open',
    message: 'These are my own photos.',
    reply: null,
    createdAt: hoursAgo(5),
    decidedAt: null,
    decidedBy: null,
    listing: {
      id: 'abc',
      title: 'Courtyard flat in Junagarh',
      city: 'Bikaner',
      locality: 'Junagarh',
      cover: null,
      hiddenReason: 'duplicate',
      hiddenNote: 'Same photos as another listing',
    },
    owner: { id: 'u-kavita', name: 'Kavita Rao', email: 'kavita@example.in' },
    ...overrides,
  };
}
