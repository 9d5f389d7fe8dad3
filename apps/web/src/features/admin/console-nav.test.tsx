import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { moderatorApi } from './verification/test-utils';

const SLOW = { timeout: 5000 };

describe('the console’s sections', () => {
  it('are all in the column; on a phone desk work waits under More, which opens upward to it', async () => {
    stubApi(
      moderatorApi({
        '/api/admin/overview': () =>
          jsonResponse({
            today: '2026-11-25',
            listings: { live: 0, verified: 0, pendingReview: 0, hidden: 0, ownerSuspended: 0, newToday: 0 },
            openAppeals: 0,
            openReports: 0,
            openFlags: 0,
            messagesWaiting: 0,
            timeToVerify: { medianHours: null, approvals: 0 },
          }),
        '/api/admin/audit': () => jsonResponse({ items: [], page: 1, limit: 25, total: 0 }),
      }),
    );
    const { router, user } = renderApp('/admin/overview');
    const sections = within(await screen.findByRole('navigation', { name: 'Console sections' }, SLOW));
    expect(sections.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Overview',
      'Verification',
      'Listings',
      'Appeals',
      'Reports',
      'Accounts',
      'Inbox',
      'Team',
      'Audit log',
      'Jobs',
    ]);

    await user.click(sections.getByRole('button', { name: 'More sections' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Appeals', 'Reports', 'Accounts', 'Team', 'Audit log', 'Jobs']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Audit log' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/audit'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(sections.getByRole('button', { name: 'More sections' }));
    const reopened = await screen.findByRole('menu');
    expect(within(reopened).getByRole('menuitem', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    expect(within(reopened).getByRole('menuitem', { name: 'Team' })).not.toHaveAttribute('aria-current');
  });
});
