import { listingBody } from '@aangan/testing';

/**
 * A valid body per write route, for the fuzz to mutate one part at a time: a random body is refused by the
 * first check, a valid one with one hostile value reaches the database, where the review found its 500s.
 * change-password gets a wrong current password on purpose: the fuzz must not end its own session.
 */
export function seedBodies(email: string): Record<string, Record<string, unknown>> {
  // With a map pin, so the fuzz mutates the coordinates too (decision 036).
  const pinned = listingBody({
    location: { ...listingBody().location, latitude: 28.021_457, longitude: 73.339_123 },
  });
  const listing = pinned as unknown as Record<string, unknown>;
  return {
    'POST /api/auth/sign-up': {
      name: 'Asha Sharma',
      email: 'new.person@example.in',
      phone: '+91 98290 12345',
      password: 'secret-pass-1',
      termsAccepted: true,
    },
    'POST /api/auth/sign-in': { email, password: 'not-the-password' },
    'POST /api/auth/verify-email': { email, code: '123456' },
    'POST /api/auth/resend-code': { email },
    'POST /api/auth/forgot-password': { email },
    'POST /api/auth/check-reset-code': { email, code: '123456' },
    'POST /api/auth/reset-password': { email, code: '123456', newPassword: 'another-pass-2' },
    'POST /api/auth/change-password': { currentPassword: 'not-the-password', newPassword: 'another-pass-2' },
    // A wrong password on purpose, like change-password: the fuzz must not delete its own account.
    'POST /api/me/delete': { password: 'not-the-password', confirmation: 'DELETE' },
    'PATCH /api/me': { name: 'Asha Sharma', phone: '9829012345', type: 'agent', avatarUrl: 'https://example.in/a.jpg' },
    'POST /api/properties': listing,
    'PATCH /api/properties/:id': listing,
    'POST /api/contact': {
      name: 'Asha Sharma',
      email,
      phone: '9829012345',
      reason: 'inquiry',
      subject: 'A question',
      message: 'Is the flat near the fort still available?',
    },
    'POST /api/newsletter': { email, source: 'footer' },
    'POST /api/admin/team': { email, role: 'moderator', from: 'member' },
    'POST /api/properties/:id/appeal': { message: 'I fixed the price.' },
    'POST /api/listing-status': { token: 'cmVuZXc.c2lnbmF0dXJl', action: 'renew' },
    'POST /api/admin/listings/:id/hide': { reason: 'other', note: 'Same photos as another listing' },
    'POST /api/admin/listings/:id/restore': { note: 'The owner sent proof.' },
    'POST /api/admin/listings/:id/delete': { reason: 'A scam asking for a deposit.' },
    'POST /api/admin/appeals/:id/decision': { decision: 'uphold', reply: 'The price is still wrong.' },
    'POST /api/admin/accounts/:id/suspend': { reason: 'Fake listings across cities.' },
    'POST /api/admin/accounts/:id/unsuspend': { note: 'Documents checked.' },
    'POST /api/admin/verifications/:id/decision': {
      decision: 'approve',
      checklist: [
        { check: 'identityDocument', note: 'Aadhaar seen' },
        { check: 'authorityDocument' },
        { check: 'siteVisit' },
      ],
    },
    'POST /api/admin/listings/:id/verification/revoke': { reason: 'The owner sold the flat.' },
    'POST /api/admin/messages/:id/reply': {
      message: 'Thank you, it is fixed.',
      status: 'answered',
      from: 'open',
      repliesSeen: 0,
    },
    'POST /api/admin/messages/:id/status': { status: 'closed', from: 'open' },
    'POST /api/properties/:id/report': { reason: 'other', details: 'Asked for a token before the visit.' },
    'POST /api/admin/reports/:id/decision': { decision: 'uphold', hideReason: 'fake', note: 'Photos of another flat.' },
    'POST /api/admin/flags/:id/decision': { decision: 'dismiss', note: 'A family shares the number.' },
    'POST /api/saved-searches': {
      url: '/rent/bikaner/sadul-ganj?bedrooms=2&maxPrice=40000',
      name: 'Flats near the fort',
    },
    'PATCH /api/saved-searches/:id': { name: 'Flats for my sister', frequency: 'weekly' },
    'POST /api/alerts': {
      email,
      url: '/rent/bikaner/sadul-ganj?bedrooms=2&maxPrice=40000',
      name: 'Flats near the fort',
      frequency: 'weekly',
      locale: 'hi',
    },
  };
}

/** A valid query per route that takes one, mutated the same way. */
const FORGED_UNSUBSCRIBE_TOKEN = 'MDAwMDAwMDAtMDAwMC00MDAwLTgwMDAtMDAwMDAwMDAwMDAwfDE3OTU3MDAwMDAwMDA.c2lnbmF0dXJl';

export const SEED_QUERIES: Record<string, Record<string, string>> = {
  'GET /api/properties': {
    q: 'flat',
    location: 'true',
    bbox: '27.9,73.2,28.1,73.4',
    purpose: 'rent',
    type: 'residential',
    bedrooms: '2',
    minPrice: '1000',
    maxPrice: '5000000',
    minArea: '100',
    furnishing: 'furnished',
    amenities: 'lift',
    sort: 'price-asc',
    page: '1',
    limit: '12',
  },
  'GET /api/me/properties': { q: 'flat', purpose: 'rent' },
  'GET /api/places': { q: 'jaipr', segment: 'rent', limit: '8' },
  'GET /api/me/saved': { page: '1', limit: '12' },
  'GET /api/properties/:id/leads': { page: '1', limit: '10' },
  'GET /api/admin/audit': { page: '1', limit: '25', action: 'role.change', targetType: 'account', actor: 'a%_b' },
  'GET /api/admin/listings': { q: 'fl%_t', state: 'hidden', page: '1', limit: '20' },
  'GET /api/admin/appeals': { status: 'open', page: '1', limit: '20' },
  'GET /api/admin/accounts': { q: '+91 98290 12345' },
  'GET /api/admin/verifications': { status: 'open', page: '1', limit: '20' },
  'GET /api/admin/messages': { status: 'open', q: 'a%_b', page: '1', limit: '20' },
  'GET /api/admin/subscribers': { page: '1', limit: '50' },
  'GET /api/admin/reports': { page: '1', limit: '20' },
  'GET /api/admin/flags': { status: 'open', page: '1', limit: '20' },
  // An alert's unsubscribe link: a token shaped as the server's (a search id and a moment), forged.
  'GET /api/alerts/unsubscribe': { token: FORGED_UNSUBSCRIBE_TOKEN },
  'POST /api/alerts/unsubscribe': { token: FORGED_UNSUBSCRIBE_TOKEN },
  // A guest alert's confirmation link: the same shape, forged.
  'GET /api/alerts/confirm': { token: FORGED_UNSUBSCRIBE_TOKEN },
  'POST /api/alerts/confirm': { token: FORGED_UNSUBSCRIBE_TOKEN },
};
