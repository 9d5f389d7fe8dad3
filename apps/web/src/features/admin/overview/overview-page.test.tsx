import type { TeamOverview } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { moderatorApi } from '../verification/test-utils';

const SLOW = { timeout: 5000 };

function makeOverview(overrides: Partial<TeamOverview> = {}): TeamOverview {
  return {
    today: '2026-11-25',
    listings: {
      live: 123_456,
      verified: 812,
      pendingReview: 3,
      hidden: 14,
      ownerSuspended: 2,
      expired: 5,
      withdrawn: 1,
      newToday: 27,
    },
    openAppeals: 1,
    openReports: 2,
    openFlags: 5,
    messagesWaiting: 0,
    timeToVerify: { medianHours: 4, approvals: 2 },
    ...overrides,
  };
}

const linkTo = (name: RegExp) => screen.getByRole('link', { name });

describe('the console’s overview', () => {
  it('is where /admin lands: a skeleton, then each figure linking to its queue', async () => {
    const answer = deferred<Response>();
    stubApi(moderatorApi({ '/api/admin/overview': () => answer.promise }));
    const { router } = renderApp('/admin');

    expect(await screen.findByRole('status', { name: 'Loading the overview' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/overview');
    expect(screen.getByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    const sections = within(screen.getByRole('navigation', { name: 'Console sections' }));
    expect(sections.getAllByRole('link')[0]).toHaveAccessibleName('Overview');
    expect(sections.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

    answer.resolve(jsonResponse(makeOverview()));
    const waiting = await screen.findByRole('list', { name: 'Waiting for the team' });
    expect(
      within(waiting)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['2Reported listingsOpen reports · 5 broker flags', '/admin/reports'],
      ['3Verification requestsListings waiting for review', '/admin/verifications'],
      ['1AppealsAgainst hidden listings', '/admin/appeals'],
      ['0Messages waitingOpen in the inbox', '/admin/inbox'],
      ['27New todayListed since midnight, India time', '/admin/listings'],
    ]);
    expect(screen.queryByRole('status', { name: 'Loading the overview' })).not.toBeInTheDocument();

    const listings = within(screen.getByRole('list', { name: 'Listings' }));
    expect(listings.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1,23,456Live', '/admin/listings?state=live'],
      ['812Verified', '/admin/listings?state=verified'],
      ['14Hidden by the team', '/admin/listings?state=hidden'],
      ['2Owner suspended', '/admin/listings?state=owner-suspended'],
      ['5Expired', '/admin/listings?state=expired'],
      ['1Let or sold', '/admin/listings?state=withdrawn'],
    ]);
    expect(linkTo(/^All listings/)).toHaveAttribute('href', '/admin/listings');
    expect(linkTo(/Time to verify/)).toHaveTextContent('4 hTime to verifyMedian of 2 approvals, last 30 days');
    expect(linkTo(/Time to verify/)).toHaveAttribute('href', '/admin/verifications?status=approved');
    expect(document.title).toBe('Overview · Team Console · Aangan');
  });

  it('says when nothing was approved in the last 30 days instead of showing a median', async () => {
    stubApi(
      moderatorApi({
        '/api/admin/overview': () => jsonResponse(makeOverview({ timeToVerify: { medianHours: null, approvals: 0 } })),
      }),
    );
    renderApp('/admin/overview');
    const card = await screen.findByRole('link', { name: /Time to verify/ }, SLOW);
    expect(card).toHaveTextContent('—Time to verifyNo approvals in the last 30 days');
  });

  it('shows the load error with Retry, and the figures once the retry answers', async () => {
    let calls = 0;
    stubApi(
      moderatorApi({
        '/api/admin/overview': () => {
          calls += 1;
          return calls === 1
            ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'The database is not answering.')
            : jsonResponse(makeOverview({ timeToVerify: { medianHours: 76.8, approvals: 9 } }));
        },
      }),
    );
    const { user } = renderApp('/admin/overview');

    expect(await screen.findByRole('heading', { name: 'Error Loading the Overview' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There was a problem loading the figures. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(linkTo(/Time to verify/)).toHaveTextContent('3.2 days'));
    expect(screen.queryByRole('heading', { name: 'Error Loading the Overview' })).not.toBeInTheDocument();
  });
});

describe('the overview in Hindi', () => {
  it('names the console, its sections and each figure in Hindi, the counts in Indian digits', async () => {
    stubApi(moderatorApi({ '/api/admin/overview': () => jsonResponse(makeOverview()) }));
    renderApp('/admin', { locale: 'hi' });

    const waiting = await screen.findByRole('list', { name: 'टीम के इंतज़ार में' }, SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'टीम कंसोल' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'सारांश' })).toBeInTheDocument();
    expect(screen.getByText('मॉडरेटर के रूप में साइन इन')).toBeInTheDocument();
    const sections = within(screen.getByRole('navigation', { name: 'कंसोल के सेक्शन' }));
    expect(sections.getByRole('link', { name: 'सारांश' })).toHaveAttribute('href', '/hi/admin/overview');
    expect(within(waiting).getAllByRole('link')[0]).toHaveTextContent('2रिपोर्ट की गई लिस्टिंगखुली रिपोर्ट · 5 ब्रोकर फ़्लैग');
    expect(within(screen.getByRole('list', { name: 'लिस्टिंग' })).getAllByRole('link')[0]).toHaveTextContent(
      '1,23,456लाइव',
    );
    expect(linkTo(/वेरिफ़ाई करने में समय/)).toHaveTextContent('4 घंटेवेरिफ़ाई करने में समय2 मंज़ूरियों का मीडियन, पिछले 30 दिन');
    expect(document.title).toBe('सारांश · टीम कंसोल · Aangan');
  });
});
