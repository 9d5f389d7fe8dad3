import { MODERATION_MESSAGES } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { moderatorApi } from '../verification/test-utils';
import { makeAccountMatch } from './test-utils';

const SLOW = { timeout: 5000 };

/** The account search on the "server": Ravi by his email or mobile, nobody else. */
function accountsApi() {
  return moderatorApi({
    '/api/admin/accounts': (url) => {
      const q = url.searchParams.get('q');
      const found = q === 'ravi@example.in' || q === '9829012345';
      return jsonResponse({ items: found ? [makeAccountMatch({ suspended: true })] : [] });
    },
  });
}

const findCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/accounts')
    .map((url) => url.search);

describe('finding an account', () => {
  it('asks for an email or mobile, keeps it in the URL, and links each account found', async () => {
    const fetchMock = stubApi(accountsApi());
    const { router, user } = renderApp('/admin/accounts');

    expect(await screen.findByRole('heading', { name: 'Find an account' }, SLOW)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find an account' }), 'ravi@example.in{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ravi%40example.in'));

    const account = within(await screen.findByRole('article'));
    expect(account.getByRole('link', { name: 'Ravi Sharma' })).toHaveAttribute('href', '/admin/accounts/u-ravi');
    expect(account.getByText('Suspended')).toBeInTheDocument();
    expect(account.getByText('9829012345')).toBeInTheDocument();
    expect(account.getByText('2 listings · Member since 14 Mar 2026')).toBeInTheDocument();
    expect(findCalls(fetchMock)).toEqual(['?q=ravi%40example.in']);
  });

  it('refuses what is neither an email nor a mobile in the domain’s words, without asking', async () => {
    const fetchMock = stubApi(accountsApi());
    renderApp('/admin/accounts?q=ravi');

    const box = await screen.findByRole('searchbox', { name: 'Find an account' }, SLOW);
    await waitFor(() => expect(box).toHaveAccessibleDescription(MODERATION_MESSAGES.accountQueryInvalid));
    expect(findCalls(fetchMock)).toEqual([]);
  });

  it('says when no account has that email or mobile', async () => {
    stubApi(accountsApi());
    renderApp('/admin/accounts?q=9999999999');
    expect(await screen.findByRole('heading', { name: 'No account found' }, SLOW)).toBeInTheDocument();
  });
});
