import { listingBody } from '@aangan/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../../test/accounts.ts';
import { type FuzzTally, fuzzRoute } from '../../test/fuzz/run-fuzz.ts';
import { SEED_QUERIES, seedBodies } from '../../test/fuzz/seed-bodies.ts';
import { sendContactMessage } from '../../test/inbox.ts';
import { createTestApp } from '../../test/test-app.ts';
import { askForVerification } from '../../test/verification.ts';
import { brokerFlags, savedSearches, verificationRequests } from '../db/schema.ts';
import { setRoleByEmail } from '../modules/team/service.ts';

/**
 * Hostile requests to every route of the server's own table (issue 14): never a 5xx, every error in our
 * shape and at most 4 KB, and /api/health still answering. CI runs a fixed seed and count; `npm run fuzz`
 * runs longer with a new seed (FUZZ_SEED and FUZZ_RUNS set both).
 */
const seed = Number(process.env.FUZZ_SEED ?? 14);
const runs = Number(process.env.FUZZ_RUNS ?? 60);

const testApp = await createTestApp();
const owner = await createVerifiedAccount(testApp);
// An admin, so the team's routes parse what the fuzz sends instead of answering 404 before reading it.
await setRoleByEmail(testApp.database.db, owner.email, 'admin');
const target = {
  app: testApp.app,
  cookie: owner.cookie,
  realIds: [] as string[],
  seedBodies: seedBodies(owner.email),
  seedQueries: SEED_QUERIES,
};
const tally: FuzzTally = { requests: 0, serverErrors: 0 };

afterAll(async () => {
  console.info(
    `fuzz (seed ${seed}, ${runs} per route): ${tally.requests} requests, ${tally.serverErrors} answered 5xx`,
  );
  await testApp.close();
});

// Fresh records per route (a listing, its verification request, a contact message): the fuzz may rewrite the last ones.
beforeEach(async () => {
  // The fuzz lists far more than a person would: its own fixture must not hit the owner's hourly limit.
  // The limiter keys its subjects in lower case.
  for (const window of ['hour', 'day']) {
    await testApp.rateLimitStore.reset(`listing-create:user:${window}:${owner.id.toLowerCase()}`);
  }
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/properties',
    payload: listingBody(),
    headers: { cookie: owner.cookie },
  });
  const listingId = created.json().id ?? '00000000-0000-4000-8000-000000000000';
  await askForVerification(testApp, owner.cookie, listingId);
  const [request] = await testApp.database.db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(eq(verificationRequests.propertyId, listingId));
  const message = await sendContactMessage(testApp);
  // A broker flag of its own, for the flag routes to find.
  const [flag] = await testApp.database.db
    .insert(brokerFlags)
    .values({
      userId: owner.id,
      kind: 'many-listings',
      evidence: { kind: 'many-listings', live: 6, newInWindow: 6 },
      evidenceKey: `fuzz:${listingId}`,
    })
    .returning({ id: brokerFlags.id });
  // A saved search of the fuzz's own (a fresh one each time: the fuzz may delete it, and keeps at most 20).
  await testApp.database.db.delete(savedSearches).where(eq(savedSearches.userId, owner.id));
  const saved = await testApp.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    payload: { url: '/rent' },
    headers: { cookie: owner.cookie },
  });
  const savedSearchId: string | undefined = saved.json().id;
  target.realIds = [
    listingId,
    ...(request ? [request.id] : []),
    message,
    ...(flag ? [flag.id] : []),
    ...(savedSearchId ? [savedSearchId] : []),
  ];
});

describe(`fuzz every route (seed ${seed})`, () => {
  it('covers a route table that has routes', () => {
    expect(testApp.app.routeTable.length).toBeGreaterThan(20);
  });

  it.each(testApp.app.routeTable.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    async (_, route) => {
      await fuzzRoute(route, target, { seed, runs }, tally);
    },
    // About 15 ms a request on a busy machine, with room to spare.
    Math.max(120_000, runs * 200),
  );
});
