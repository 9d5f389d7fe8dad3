import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { moderatorApi } from '../verification/test-utils';

const SLOW = { timeout: 5000 };

describe('the newsletter’s subscribers', () => {
  it('lists the addresses with where they signed up, and downloads them all as CSV', async () => {
    stubApi(
      moderatorApi({
        '/api/admin/subscribers': () =>
          jsonResponse({
            items: [
              { email: 'meera@example.in', source: 'alerts', createdAt: '2026-11-20T09:30:00.000Z' },
              { email: 'ravi@example.in', source: 'footer', createdAt: '2026-11-12T06:00:00.000Z' },
            ],
            page: 1,
            limit: 50,
            total: 2,
          }),
      }),
    );
    renderApp('/admin/inbox/subscribers');

    const list = await screen.findByRole('list', { name: 'Subscribers' }, SLOW);
    const [meera] = within(list).getAllByRole('listitem');
    expect(within(meera as HTMLElement).getByText('meera@example.in')).toBeInTheDocument();
    expect(within(meera as HTMLElement).getByText('Property alerts')).toBeInTheDocument();
    expect(within(meera as HTMLElement).getByText('20 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('2 subscribers')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download CSV' });
    expect(download).toHaveAttribute('href', '/api/admin/subscribers.csv');
    expect(download).toHaveAttribute('download');
    const sections = within(screen.getByRole('navigation', { name: 'Console sections' }));
    expect(sections.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when nobody has signed up yet', async () => {
    stubApi(
      moderatorApi({ '/api/admin/subscribers': () => jsonResponse({ items: [], page: 1, limit: 50, total: 0 }) }),
    );
    renderApp('/admin/inbox/subscribers');
    expect(await screen.findByRole('heading', { name: 'No subscribers yet' }, SLOW)).toBeInTheDocument();
  });
});
