import { AUTH_MESSAGES } from '@aangan/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { routes } from '../../app/router';
import { englishI18n } from '../../i18n/i18n';
import { deferred, errorResponse, guest, jsonResponse, stubApi } from '../../test/api-stub';
import { makeMe } from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { callsTo } from './test-utils';

const home = {
  '/api/me': guest,
  '/api/properties/stats': () => jsonResponse({ total: 3 }),
  '/api/properties': () => jsonResponse({ items: [], total: 0, page: 1, limit: 6 }),
};

const link = '/verify?token=123456&email=Meera%40Example.com';

afterEach(() => {
  vi.useRealTimers();
});

describe('VerifyEmailPage', () => {
  it.each([
    '/verify',
    '/verify?token=123456',
    '/verify?email=meera%40example.com',
    '/verify?token=%20&email=meera%40example.com',
  ])('sends %s home with a toast', async (path) => {
    const fetchMock = stubApi(home);
    const { router } = renderApp(path);

    expect(await screen.findByText('Invalid verification link')).toBeInTheDocument();
    expect(screen.getByText('The verification link is missing required parameters.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, '/api/auth/verify-email')).toHaveLength(0);
  });

  it('verifies, signs the person in and goes home after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answer = deferred<Response>();
    const fetchMock = stubApi({ ...home, '/api/auth/verify-email': () => answer.promise });
    const { router } = renderApp(link);

    expect(await screen.findByText('Please wait while we verify your email...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Home' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(document.title).toMatch(/^Verify Email/));

    answer.resolve(jsonResponse(makeMe({ name: 'Meera Joshi' })));

    expect(await screen.findByRole('heading', { name: 'Verification Complete!' })).toBeInTheDocument();
    expect(screen.getByText('Email verified successfully')).toBeInTheDocument();
    expect(screen.getByText('Your email has been verified. You can now access all features.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Home' }).hasAttribute('disabled')).toBe(false);
    expect(callsTo(fetchMock, '/api/auth/verify-email')).toEqual([
      { method: 'POST', body: { email: 'meera@example.com', code: '123456' } },
    ]);

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(router.state.location.pathname).toBe('/verify');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Signed in now: the header no longer offers Login / Register.
    await screen.findByRole('heading', { name: 'All Properties' });
    expect(screen.queryByRole('button', { name: 'Login / Register' })).not.toBeInTheDocument();
  });

  it('keeps the person signed in when an earlier GET /api/me answers 401 late', async () => {
    const lateGuest = deferred<Response>();
    stubApi({
      ...home,
      '/api/me': () => lateGuest.promise,
      '/api/auth/verify-email': () => jsonResponse(makeMe()),
    });
    renderApp(link);

    await screen.findByRole('heading', { name: 'Verification Complete!' });
    lateGuest.resolve(errorResponse(401, 'UNAUTHORIZED', 'Sign in required'));
    // Let the late answer land (it would replace the user, were the query not cancelled).
    await act(() => new Promise((done) => setTimeout(done, 50)));

    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: 'List Property' })).toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Login / Register' })).not.toBeInTheDocument();
  });

  it('keeps someone signed in as another account signed in as themselves, and says so (no login CSRF)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asha = makeMe({ name: 'Asha Rao', email: 'asha@example.in' });
    // The server verifies the link's address and answers with the person still signed in.
    stubApi({ ...home, '/api/me': () => jsonResponse(asha), '/api/auth/verify-email': () => jsonResponse(asha) });
    const { router } = renderApp(link);

    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    const message =
      'meera@example.com is verified. You are still signed in as asha@example.in; log out and log in as meera@example.com to use that account.';
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Return to Home' }).hasAttribute('disabled')).toBe(false);
    // No automatic trip home: there is something to read.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(router.state.location.pathname).toBe('/verify');
  });

  it('goes home at once from Return to Home', async () => {
    stubApi({ ...home, '/api/auth/verify-email': () => jsonResponse(makeMe()) });
    const { router, user } = renderApp(link);

    await screen.findByRole('heading', { name: 'Verification Complete!' });
    await user.click(screen.getByRole('button', { name: 'Return to Home' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("tells a refused code with the server's message and goes home", async () => {
    stubApi({
      ...home,
      '/api/auth/verify-email': () =>
        errorResponse(400, 'BAD_REQUEST', 'This code has expired. Please ask for a new one.'),
    });
    const { router } = renderApp(link);

    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
    expect(screen.getByText('This code has expired. Please ask for a new one.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Verification Complete!' })).not.toBeInTheDocument();
  });

  it('tells an unexpected error and goes home', async () => {
    stubApi({ ...home, '/api/auth/verify-email': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { router } = renderApp(link);

    expect(await screen.findByText('Verification error')).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred. Please try again later.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends the single-use code once under StrictMode', async () => {
    const fetchMock = stubApi({ ...home, '/api/auth/verify-email': () => jsonResponse(makeMe()) });
    const router = createMemoryRouter(routes, { initialEntries: [link] });
    render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()} i18n={englishI18n}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );

    expect(await screen.findByRole('heading', { name: 'Verification Complete!' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/verify-email')).toHaveLength(1);
    expect(screen.getAllByText('Email verified successfully')).toHaveLength(1);
  });
});

describe('VerifyEmailPage in Hindi', () => {
  it('verifies in Hindi, its title too', async () => {
    stubApi({ ...home, '/api/auth/verify-email': () => jsonResponse(makeMe()) });
    const { router } = renderApp(link, { locale: 'hi' });

    expect(await screen.findByRole('heading', { name: 'वेरिफ़िकेशन पूरा हुआ!' })).toBeInTheDocument();
    expect(screen.getByText('ईमेल वेरिफ़ाई हो गया')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'होम पेज पर जाएँ' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^ईमेल वेरिफ़ाई करें/));
    // The Hindi page stays at its Hindi address.
    expect(router.state.location.pathname).toBe('/hi/verify');
  });

  it("says the server's refusal of a spent code in Hindi", async () => {
    stubApi({
      ...home,
      '/api/auth/verify-email': () => errorResponse(400, 'BAD_REQUEST', AUTH_MESSAGES.codeExpired),
    });
    renderApp(link, { locale: 'hi' });

    expect(await screen.findByText('वेरिफ़िकेशन नहीं हो सका')).toBeInTheDocument();
    expect(screen.getByText('इस कोड की समय-सीमा खत्म हो गई है। कृपया नया कोड मँगाएँ।')).toBeInTheDocument();
  });
});
