import type { VerificationQueue, VerificationRequestDetail } from '@aangan/domain';
import { jsonResponse } from '../../../test/api-stub';
import { makeMe, makeProperty } from '../../../test/factories';

type QueueEntry = VerificationQueue['items'][number];
type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

const HOUR = 3_600_000;

/** A moment `hours` before now, as the server writes it. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** One row of the queue: Kavita's flat in Junagarh, asked for three hours ago. */
export function makeQueueEntry(overrides: Partial<QueueEntry> = {}): QueueEntry {
  return {
    id: 'r1',
    status: 'open',
    trigger: 'owner',
    createdAt: hoursAgo(3),
    decidedAt: null,
    listing: {
      id: 'abc',
      title: 'Courtyard flat in Junagarh',
      purpose: 'sell',
      price: 4_500_000,
      city: 'Bikaner',
      locality: 'Junagarh',
      cover: 'properties/abcdefghijklmnop/detail.webp',
      verificationStatus: false,
    },
    owner: { name: 'Kavita Rao', email: 'kavita@example.in' },
    ...overrides,
  };
}

/** The open request r1 as a moderator opens it: the listing, Kavita's account and the listing's one request. */
export function makeRequestDetail(overrides: Partial<VerificationRequestDetail> = {}): VerificationRequestDetail {
  const base = {
    id: 'r1',
    status: 'open',
    trigger: 'owner',
    createdAt: hoursAgo(3),
    decidedAt: null,
    decidedBy: null,
    reason: null,
  } as const;
  return {
    ...base,
    checklist: null,
    listing: makeProperty({
      id: 'abc',
      title: 'Courtyard flat in Junagarh',
      verificationStatus: false,
      images: ['properties/abcdefghijklmnop/detail.webp', 'properties/qrstuvwxyzabcdef/detail.webp'],
    }),
    owner: {
      id: 'u-kavita',
      name: 'Kavita Rao',
      email: 'kavita@example.in',
      emailVerified: true,
      phone: '+91 98765 43210',
      type: 'owner',
      memberSince: '2026-03-14T10:00:00.000Z',
      listingCount: 2,
      otherListings: [{ id: 'def', title: 'Shop on Station Road', verificationStatus: true }],
    },
    history: [base],
    ...overrides,
  };
}

/** A signed-in moderator, and the paths under /api/admin a test adds. */
export function moderatorApi(handlers: Record<string, Handler>): Record<string, Handler> {
  return { '/api/me': () => jsonResponse(makeMe({ email: 'arjun@example.in', role: 'moderator' })), ...handlers };
}

/** The body the app sent with a call. */
export function bodyOf(init: RequestInit): unknown {
  return JSON.parse(String(init.body));
}
