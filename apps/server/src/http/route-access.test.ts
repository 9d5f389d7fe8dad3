import { hasRole } from '@aangan/domain';
import { listingBody, makeJpeg, multipartFile, newRegistration } from '@aangan/testing';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../test/accounts.ts';
import { sendContactMessage } from '../../test/inbox.ts';
import { createListing } from '../../test/listings.ts';
import { cookiesFrom, createTestApp } from '../../test/test-app.ts';
import { APPROVAL, listingInQueue, verifiedListing } from '../../test/verification.ts';
import { brokerFlags, listingAppeals } from '../db/schema.ts';
import { setRoleByEmail } from '../modules/team/service.ts';
import { ROUTE_ACCESS, routeKey } from './route-access.ts';

/**
 * The route × role matrix (issues 14 and 16), built from the server's own route table: each route is asked
 * by a guest, a member, another member, the listing's owner, a moderator and an admin with a request valid
 * for it, so the access rule and nothing else decides the answer.
 */
const ROLES = ['guest', 'member', 'otherMember', 'owner', 'moderator', 'admin'] as const;
type Role = (typeof ROLES)[number];
/** The account role each fixture holds. */
const teamRoleOf = (role: Exclude<Role, 'guest'>) => (role === 'moderator' || role === 'admin' ? role : 'member');

let sequence = 0;
const testApp = await createTestApp();
const accounts: Record<Exclude<Role, 'guest'>, Account> = {
  member: await createVerifiedAccount(testApp),
  otherMember: await createVerifiedAccount(testApp),
  owner: await createVerifiedAccount(testApp),
  moderator: await createVerifiedAccount(testApp),
  admin: await createVerifiedAccount(testApp),
};
await setRoleByEmail(testApp.database.db, accounts.moderator.email, 'moderator');
await setRoleByEmail(testApp.database.db, accounts.admin.email, 'admin');
const listingId = await createListing(testApp, accounts.owner.cookie);
// The owner asks for its verification once; everyone else is refused before anything is queued.
const listingToVerify = await createListing(testApp, accounts.owner.cookie);
// Another poster lists what the team's verification routes act on, keeping the owner under the hourly listing limit.
const poster = await createVerifiedAccount(testApp);
const queuedRequest = await listingInQueue(testApp, poster);
// What the team's moderation routes act on: listings of a poster of their own, hidden or appealed per case.
const moderated = await createVerifiedAccount(testApp);
// A contact-page message for the inbox's reads; the writes each get one of their own.
const inboxMessage = await sendContactMessage(testApp);
// The console's Run now queues a job: this app connects to the queue without working it (as JOBS=off).
await testApp.app.jobs.start({ work: false });
const jpeg = await makeJpeg(320, 240);
const picture = (await upload(accounts.owner.cookie)).json().key as string;

function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  sequence += 1;
  // Each request from its own address: per-IP limits are not what this test is about.
  return testApp.app.inject({ remoteAddress: `10.9.${sequence >> 8}.${sequence & 255}`, ...options });
}

function upload(cookie?: string) {
  const body = multipartFile(jpeg, 'front.jpg');
  return send({
    method: 'POST',
    url: '/api/media',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
  });
}

/** A second session of the same person, so signing it out leaves the fixture's session alone. */
async function freshSession(account: Account): Promise<string> {
  const response = await send({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: account.email, password: account.password },
  });
  return cookiesFrom(response);
}

type Ask = (cookie: string | undefined, role: Role) => Promise<LightMyRequestResponse>;
const json = (method: InjectOptions['method'], url: string, payload?: unknown): Ask => {
  return (cookie) =>
    send({ method, url, payload: payload as InjectOptions['payload'], headers: cookie ? { cookie } : {} });
};
const unknownEmail = () => `nobody.${sequence + 1}.${Date.now()}@example.in`;

/** A listing of its own per case, past the hourly listing limit (which is not what this test is about). */
async function freshListing(poster: Account): Promise<string> {
  for (const window of ['hour', 'day']) {
    await testApp.rateLimitStore.reset(`listing-create:user:${window}:${poster.id.toLowerCase()}`);
  }
  return createListing(testApp, poster.cookie);
}

/** A listing the admin has hidden. */
async function hiddenListing(poster: Account): Promise<string> {
  const id = await freshListing(poster);
  await json('POST', `/api/admin/listings/${id}/hide`, { reason: 'fake' })(accounts.admin.cookie, 'admin');
  return id;
}

/** An account the admin has suspended. */
async function suspendedAccount(): Promise<Account> {
  const person = await createVerifiedAccount(testApp);
  await json('POST', `/api/admin/accounts/${person.id}/suspend`, { reason: 'Spam' })(accounts.admin.cookie, 'admin');
  return person;
}

/** A saved search of the person's own, for the routes that act on one (another person's is a 404 to them). */
async function ownSavedSearch(role: Role): Promise<string> {
  if (role === 'guest') return '00000000-0000-4000-8000-000000000000';
  sequence += 1;
  const saved = await json('POST', '/api/saved-searches', { url: `/rent?minPrice=${sequence}` })(
    accounts[role].cookie,
    role,
  );
  return saved.json().id;
}

/** A request each route would accept, so the answer turns on who asks. */
const ASK: Record<string, Ask> = {
  'GET /api/health': json('GET', '/api/health'),
  'POST /api/auth/sign-up': (cookie) => json('POST', '/api/auth/sign-up', newRegistration())(cookie, 'guest'),
  'POST /api/auth/sign-in': (cookie) =>
    json('POST', '/api/auth/sign-in', { email: accounts.member.email, password: accounts.member.password })(
      cookie,
      'guest',
    ),
  // Wrong codes for addresses with no account: the same 400 for everyone, which is the point.
  'POST /api/auth/verify-email': json('POST', '/api/auth/verify-email', { email: 'nobody@example.in', code: '123456' }),
  'POST /api/auth/resend-code': (cookie) =>
    json('POST', '/api/auth/resend-code', { email: unknownEmail() })(cookie, 'guest'),
  'POST /api/auth/forgot-password': (cookie) =>
    json('POST', '/api/auth/forgot-password', { email: unknownEmail() })(cookie, 'guest'),
  'POST /api/auth/check-reset-code': json('POST', '/api/auth/check-reset-code', {
    email: 'nobody@example.in',
    code: '123456',
  }),
  'POST /api/auth/reset-password': json('POST', '/api/auth/reset-password', {
    email: 'nobody@example.in',
    code: '123456',
    newPassword: 'another-pass-2',
  }),
  // A wrong current password: signed in, the form's check answers (400); a guest is asked to sign in.
  'POST /api/auth/change-password': json('POST', '/api/auth/change-password', {
    currentPassword: 'not-the-password-1',
    newPassword: 'another-pass-2',
  }),
  'POST /api/auth/sign-out': async (_, role) =>
    json('POST', '/api/auth/sign-out')(role === 'guest' ? undefined : await freshSession(accounts[role]), role),
  'GET /api/me': json('GET', '/api/me'),
  'PATCH /api/me': json('PATCH', '/api/me', { name: 'Asha Sharma', phone: '9829012345', type: 'owner' }),
  'PUT /api/me/language': json('PUT', '/api/me/language', { locale: 'en' }),
  'POST /api/media': (cookie) => upload(cookie),
  'GET /media/*': json('GET', `/media/${picture}`),
  'GET /api/properties': json('GET', '/api/properties?q=flat'),
  'GET /api/properties/stats': json('GET', '/api/properties/stats'),
  'GET /api/places': json('GET', '/api/places?q=jaipr'),
  'GET /api/places/top-cities': json('GET', '/api/places/top-cities'),
  'GET /api/places/:segment/:city': json('GET', '/api/places/rent/bikaner'),
  'GET /api/places/:segment/:city/:locality': json('GET', '/api/places/rent/bikaner/sadul-ganj'),
  'GET /sitemap.xml': json('GET', '/sitemap.xml'),
  'GET /sitemaps/:file': json('GET', '/sitemaps/pages.xml'),
  'GET /robots.txt': json('GET', '/robots.txt'),
  'GET /api/me/properties': json('GET', '/api/me/properties'),
  'POST /api/properties': json('POST', '/api/properties', listingBody()),
  'GET /api/properties/:id': json('GET', `/api/properties/${listingId}`),
  'GET /api/properties/:id/similar': json('GET', `/api/properties/${listingId}/similar`),
  'GET /api/properties/:id/edit': json('GET', `/api/properties/${listingId}/edit`),
  'PATCH /api/properties/:id': json('PATCH', `/api/properties/${listingId}`, listingBody()),
  // A listing of its own per case: the owner's case deletes it.
  'DELETE /api/properties/:id': async (cookie) =>
    json('DELETE', `/api/properties/${await createListing(testApp, accounts.owner.cookie)}`)(cookie, 'guest'),
  'POST /api/properties/:id/views': json('POST', `/api/properties/${listingId}/views`),
  'GET /api/properties/:id/contact': json('GET', `/api/properties/${listingId}/contact`),
  'GET /api/properties/:id/inquiries': json('GET', `/api/properties/${listingId}/inquiries`),
  'GET /api/me/saved': json('GET', '/api/me/saved'),
  'GET /api/me/saved/ids': json('GET', '/api/me/saved/ids'),
  'PUT /api/me/saved/:propertyId': json('PUT', `/api/me/saved/${listingId}`),
  'DELETE /api/me/saved/:propertyId': json('DELETE', `/api/me/saved/${listingId}`),
  'POST /api/contact': json('POST', '/api/contact', {
    name: 'Asha Sharma',
    email: 'asha@example.in',
    phone: '9829012345',
    reason: 'inquiry',
    subject: 'A question',
    message: 'Is the flat near the fort still available?',
  }),
  'POST /api/newsletter': (cookie) => json('POST', '/api/newsletter', { email: unknownEmail() })(cookie, 'guest'),
  'GET /api/openapi.json': json('GET', '/api/openapi.json'),
  'GET /api/admin/overview': json('GET', '/api/admin/overview'),
  'GET /api/admin/team': json('GET', '/api/admin/team'),
  'GET /api/admin/audit': json('GET', '/api/admin/audit?action=role.change'),
  // A member of their own per case, so the admin's case has someone to make a moderator.
  'POST /api/admin/team': async (cookie) => {
    const person = await createVerifiedAccount(testApp);
    return json('POST', '/api/admin/team', { email: person.email, role: 'moderator', from: 'member' })(cookie, 'guest');
  },
  'POST /api/properties/:id/verification-request': json(
    'POST',
    `/api/properties/${listingToVerify}/verification-request`,
  ),
  'GET /api/admin/verifications': json('GET', '/api/admin/verifications?status=open'),
  'GET /api/admin/verifications/:id': json('GET', `/api/admin/verifications/${queuedRequest.requestId}`),
  // A request or a verified listing of its own per case: the moderator's case decides or revokes it.
  'POST /api/admin/verifications/:id/decision': async (cookie) => {
    const { requestId } = await listingInQueue(testApp, poster);
    return json('POST', `/api/admin/verifications/${requestId}/decision`, APPROVAL)(cookie, 'guest');
  },
  'POST /api/admin/listings/:id/verification/revoke': async (cookie) => {
    const { listingId: verified } = await verifiedListing(testApp, poster, accounts.moderator);
    return json('POST', `/api/admin/listings/${verified}/verification/revoke`, { reason: 'Sold since.' })(
      cookie,
      'guest',
    );
  },
  // The owner's own hidden listing per case: the owner's appeal is taken, everyone else is refused.
  'POST /api/properties/:id/appeal': async (cookie) =>
    json('POST', `/api/properties/${await hiddenListing(accounts.owner)}/appeal`, { message: 'Fixed it.' })(
      cookie,
      'guest',
    ),
  'GET /api/admin/listings': json('GET', '/api/admin/listings?state=live'),
  'GET /api/admin/listings/:id': json('GET', `/api/admin/listings/${listingId}`),
  'POST /api/admin/listings/:id/hide': async (cookie) =>
    json('POST', `/api/admin/listings/${await freshListing(moderated)}/hide`, { reason: 'spam' })(cookie, 'guest'),
  'POST /api/admin/listings/:id/restore': async (cookie) =>
    json('POST', `/api/admin/listings/${await hiddenListing(moderated)}/restore`, {})(cookie, 'guest'),
  'POST /api/admin/listings/:id/delete': async (cookie) =>
    json('POST', `/api/admin/listings/${await freshListing(moderated)}/delete`, { reason: 'Scam' })(cookie, 'guest'),
  'GET /api/admin/appeals': json('GET', '/api/admin/appeals'),
  'POST /api/admin/appeals/:id/decision': async (cookie) => {
    const id = await hiddenListing(moderated);
    await json('POST', `/api/properties/${id}/appeal`, { message: 'Fixed it.' })(moderated.cookie, 'owner');
    const [appeal] = await testApp.database.db
      .select({ id: listingAppeals.id })
      .from(listingAppeals)
      .where(eq(listingAppeals.propertyId, id));
    return json('POST', `/api/admin/appeals/${appeal?.id}/decision`, { decision: 'uphold', reply: 'Still fake.' })(
      cookie,
      'guest',
    );
  },
  'GET /api/admin/accounts': json('GET', `/api/admin/accounts?q=${encodeURIComponent(accounts.member.email)}`),
  'GET /api/admin/accounts/:id': json('GET', `/api/admin/accounts/${accounts.member.id}`),
  'POST /api/admin/accounts/:id/suspend': async (cookie) => {
    const person = await createVerifiedAccount(testApp);
    return json('POST', `/api/admin/accounts/${person.id}/suspend`, { reason: 'Spam' })(cookie, 'guest');
  },
  'POST /api/admin/accounts/:id/unsuspend': async (cookie) =>
    json('POST', `/api/admin/accounts/${(await suspendedAccount()).id}/unsuspend`, {})(cookie, 'guest'),
  'GET /api/admin/messages': json('GET', '/api/admin/messages?status=open&q=kavita'),
  'GET /api/admin/messages/:id': json('GET', `/api/admin/messages/${inboxMessage}`),
  'POST /api/admin/messages/:id/reply': async (cookie) => {
    const id = await sendContactMessage(testApp);
    return json('POST', `/api/admin/messages/${id}/reply`, { message: 'Thank you.', from: 'open', repliesSeen: 0 })(
      cookie,
      'guest',
    );
  },
  'POST /api/admin/messages/:id/status': async (cookie) => {
    const id = await sendContactMessage(testApp);
    return json('POST', `/api/admin/messages/${id}/status`, { status: 'closed', from: 'open' })(cookie, 'guest');
  },
  'GET /api/admin/subscribers': json('GET', '/api/admin/subscribers'),
  'GET /api/admin/subscribers.csv': json('GET', '/api/admin/subscribers.csv'),
  'GET /api/me/export': json('GET', '/api/me/export'),
  // A wrong password on purpose: the fixtures' accounts must survive; a signed-in person hears 403 in words.
  'POST /api/me/delete': json('POST', '/api/me/delete', { password: 'not-the-password-1', confirmation: 'DELETE' }),
  'GET /api/properties/:id/leads': json('GET', `/api/properties/${listingId}/leads`),
  // Someone else's listing per case (the owner cannot report their own; the fixtures are under a day old,
  // so nothing is hidden by their reports).
  'POST /api/properties/:id/report': async (cookie) =>
    json('POST', `/api/properties/${await freshListing(moderated)}/report`, { reason: 'duplicate' })(cookie, 'guest'),
  'GET /api/admin/reports': json('GET', '/api/admin/reports'),
  'POST /api/admin/reports/:id/decision': async (cookie) => {
    const id = await freshListing(moderated);
    await json('POST', `/api/properties/${id}/report`, { reason: 'duplicate' })(accounts.member.cookie, 'member');
    return json('POST', `/api/admin/reports/${id}/decision`, { decision: 'dismiss', note: 'Not a duplicate.' })(
      cookie,
      'guest',
    );
  },
  'GET /api/admin/flags': json('GET', '/api/admin/flags'),
  'POST /api/admin/flags/:id/decision': async (cookie) => {
    sequence += 1;
    const [flag] = await testApp.database.db
      .insert(brokerFlags)
      .values({
        userId: moderated.id,
        kind: 'many-listings',
        evidence: { kind: 'many-listings', live: 6, newInWindow: 6 },
        evidenceKey: `matrix:${sequence}`,
      })
      .returning({ id: brokerFlags.id });
    return json('POST', `/api/admin/flags/${flag?.id}/decision`, { decision: 'dismiss', note: 'One family.' })(
      cookie,
      'guest',
    );
  },
  'GET /api/docs': json('GET', '/api/docs'),
  // Renewing one's own listing (others: 403); a live one is simply extended.
  'POST /api/properties/:id/renew': json('POST', `/api/properties/${listingId}/renew`),
  // A reminder's link: the token, not the session, is the access, so everyone hears the same 400 for a forged one.
  'POST /api/listing-status': json('POST', '/api/listing-status', { token: 'cmVuZXc.c2lnbmF0dXJl', action: 'renew' }),
  'GET /api/admin/jobs': json('GET', '/api/admin/jobs'),
  'POST /api/admin/jobs/:name/run': json('POST', '/api/admin/jobs/expire-listings/run'),
  'GET /api/saved-searches': json('GET', '/api/saved-searches'),
  // A search of its own per case: each member's save is taken, up to their limit of 20.
  'POST /api/saved-searches': (cookie, role) => {
    sequence += 1;
    return json('POST', '/api/saved-searches', { url: `/buy?minPrice=${sequence}` })(cookie, role);
  },
  'PATCH /api/saved-searches/:id': async (cookie, role) =>
    json('PATCH', `/api/saved-searches/${await ownSavedSearch(role)}`, { name: 'Renamed' })(cookie, role),
  'DELETE /api/saved-searches/:id': async (cookie, role) =>
    json('DELETE', `/api/saved-searches/${await ownSavedSearch(role)}`)(cookie, role),
  'POST /api/saved-searches/:id/seen': async (cookie, role) =>
    json('POST', `/api/saved-searches/${await ownSavedSearch(role)}/seen`)(cookie, role),
  // An alert's unsubscribe link: the token is the access, so everyone hears the same 400 for a forged one.
  'GET /api/alerts/unsubscribe': json('GET', '/api/alerts/unsubscribe?token=cmVuZXc.c2lnbmF0dXJl'),
  'POST /api/alerts/unsubscribe': json('POST', '/api/alerts/unsubscribe?token=cmVuZXc.c2lnbmF0dXJl'),
  // A guest alert: open to everyone, and the same 202 whoever asks (each for an address of its own).
  'POST /api/alerts': (cookie, role) =>
    json('POST', '/api/alerts', { email: unknownEmail(), url: '/rent' })(cookie, role),
  // Its confirmation link: the token is the access, as for the unsubscribe link.
  'GET /api/alerts/confirm': json('GET', '/api/alerts/confirm?token=cmVuZXc.c2lnbmF0dXJl'),
  'POST /api/alerts/confirm': json('POST', '/api/alerts/confirm?token=cmVuZXc.c2lnbmF0dXJl'),
  'GET /': json('GET', '/'),
  'GET /app-shell': json('GET', '/app-shell'),
  'GET /*': json('GET', '/favicon.svg'),
};

/** Routes asked with a wrong password so they change nothing, and the answer a signed-in person gets. */
const WRONG_PASSWORD_ON_PURPOSE: Record<string, number> = {
  'POST /api/auth/change-password': 400,
  'POST /api/me/delete': 403,
};

const hasWebBuild = testApp.app.routeTable.some((route) => route.url === '/*');
const routes = testApp.app.routeTable.map((route) => ({ ...route, key: routeKey(route.method, route.url) }));
const cases = routes.flatMap((route) => ROLES.map((role) => ({ route, role })));

describe('the route × role matrix', () => {
  it('has an access rule and a request for every route the server has, and none for a route it lacks', () => {
    const registered = [...new Set(routes.map((route) => route.key))].sort();
    expect(registered.filter((key) => !(key in ROUTE_ACCESS))).toEqual([]);
    const declared = Object.entries(ROUTE_ACCESS).filter(([, rule]) => !rule.onlyWithWebBuild || hasWebBuild);
    expect(declared.map(([key]) => key).filter((key) => !registered.includes(key))).toEqual([]);
    expect(Object.keys(ASK).sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
    expect(cases).toHaveLength(routes.length * ROLES.length);
  });

  // Public routes answer every role alike, so their answers are compared across roles.
  const publicAnswers = new Map<string, Map<Role, number>>();

  it.each(cases.map(({ route, role }) => [`${route.method} ${route.url}`, role, route.key] as const))(
    '%s as %s',
    async (_, role, key) => {
      const rule = ROUTE_ACCESS[key];
      const ask = ASK[key];
      if (!rule || !ask) throw new Error(`no access rule or request for ${key}`);
      const cookie = role === 'guest' ? undefined : accounts[role].cookie;
      const { statusCode: status, body } = await ask(cookie, role);
      expect(status, body.slice(0, 200)).toBeLessThan(500);

      if (rule.access === 'public') {
        expect([401, 403]).not.toContain(status);
        const answers = publicAnswers.get(key) ?? new Map<Role, number>();
        answers.set(role, status);
        publicAnswers.set(key, answers);
        expect(new Set(answers.values()).size, `${key}: ${JSON.stringify([...answers])}`).toBe(1);
      } else if (rule.access === 'moderator' || rule.access === 'admin') {
        // The team's routes are not advertised: whoever may not use them hears 404, as for no route at all.
        const mayUse = role !== 'guest' && hasRole(teamRoleOf(role), rule.access);
        if (mayUse) expect(status, body.slice(0, 200)).toBeLessThan(300);
        else expect(status, body.slice(0, 200)).toBe(404);
      } else if (role === 'guest') {
        expect(status, body.slice(0, 200)).toBe(401);
      } else if (
        rule.access === 'member' ||
        role === 'owner' ||
        (rule.access === 'owner' && rule.teamToo && hasRole(teamRoleOf(role), 'moderator'))
      ) {
        // change-password and delete are sent with a wrong password on purpose: the fixtures must survive them.
        const refusedOnPurpose = WRONG_PASSWORD_ON_PURPOSE[key];
        expect(status, body.slice(0, 200)).toBe(refusedOnPurpose ?? status);
        if (!refusedOnPurpose) expect(status, body.slice(0, 200)).toBeLessThan(300);
      } else {
        expect(status, body.slice(0, 200)).toBe(rule.others);
      }
    },
  );
});
