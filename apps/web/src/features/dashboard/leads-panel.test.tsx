import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '../../test/api-stub';
import { card, openDashboard, SLOW } from './test-utils';

const lead = (name: string, emailVerified: boolean, revealedAt: string) => ({ name, emailVerified, revealedAt });

const FIRST_PAGE = {
  items: [lead('Priya Nair', true, '2026-11-25T10:30:00.000Z'), lead('Arjun Rao', false, '2026-11-24T08:00:00.000Z')],
  page: 1,
  limit: 10,
  total: 11,
  savedCount: 4,
};

function leadsCalls(fetchMock: Awaited<ReturnType<typeof openDashboard>>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/leads'));
}

describe('the Leads panel in My Properties', () => {
  it('loads nothing until opened, then shows names, when, verified or not, and how many saved it', async () => {
    const { user, fetchMock } = await openDashboard(undefined, undefined, {
      handlers: {
        '/api/properties/haveli/leads': (url) =>
          url.searchParams.get('page') === '2'
            ? jsonResponse({ ...FIRST_PAGE, page: 2, items: [lead('Kiran Das', true, '2026-11-20T08:00:00.000Z')] })
            : jsonResponse(FIRST_PAGE),
      },
    });
    expect(leadsCalls(fetchMock)).toHaveLength(0);

    const haveli = card('Haveli with courtyard');
    const toggle = within(haveli).getByRole('button', { name: 'Leads for Haveli with courtyard' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const leads = within(haveli).getByRole('region', { name: 'Leads for Haveli with courtyard' });
    expect(await within(leads).findByText('11 people opened your number', {}, SLOW)).toBeInTheDocument();
    expect(within(leads).getByText('4 saved it')).toBeInTheDocument();
    const rows = within(leads).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/Priya|Arjun/).textContent)).toEqual(['Priya Nair', 'Arjun Rao']);
    expect(within(rows[0] as HTMLElement).getByText('Email verified')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Email not verified')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText(/25 Nov 2026/)).toHaveAttribute(
      'datetime',
      '2026-11-25T10:30:00.000Z',
    );
    expect(within(leads).getByText(/Their phone and email stay private/)).toBeInTheDocument();
    expect(leadsCalls(fetchMock).map((url) => url.search)).toEqual(['?page=1&limit=10']);

    await user.click(within(leads).getByRole('button', { name: 'Show more' }));
    expect(await within(leads).findByText('Kiran Das')).toBeInTheDocument();
    expect(within(leads).getAllByRole('listitem')).toHaveLength(3);
    // Only that card's panel asked.
    expect(leadsCalls(fetchMock).every((url) => url.pathname === '/api/properties/haveli/leads')).toBe(true);
  });

  it('says so when nobody opened the number yet', async () => {
    const { user } = await openDashboard(undefined, undefined, {
      handlers: {
        '/api/properties/flat/leads': () => jsonResponse({ items: [], page: 1, limit: 10, total: 0, savedCount: 1 }),
      },
    });
    const flat = card('Sunny corner flat');
    await user.click(within(flat).getByRole('button', { name: /Leads/ }));
    expect(await within(flat).findByText(/Nobody has opened your number yet/, {}, SLOW)).toBeInTheDocument();
    expect(within(flat).getByText('1 saved it')).toBeInTheDocument();
    expect(within(flat).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('offers Retry when the leads cannot be loaded', async () => {
    let fail = true;
    const { user } = await openDashboard(undefined, undefined, {
      handlers: {
        '/api/properties/pg/leads': () =>
          fail
            ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'Down')
            : jsonResponse({ ...FIRST_PAGE, total: 2, savedCount: 0 }),
      },
    });
    const pg = card('Girls PG near college');
    await user.click(within(pg).getByRole('button', { name: /Leads/ }));
    const alert = await within(pg).findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Could not load who contacted you.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(pg).getByText('2 people opened your number')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
