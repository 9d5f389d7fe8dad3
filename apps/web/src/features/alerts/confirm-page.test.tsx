import { ALERT_MESSAGES, GUEST_ALERT_MESSAGES, type GuestAlertConfirmation } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, guest, jsonResponse, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

const SLOW = { timeout: 5000 };
const NAME = '2 BHK homes for rent in Bikaner';
const WAITING: GuestAlertConfirmation = {
  name: NAME,
  url: '/rent/bikaner?bedrooms=2',
  frequency: 'weekly',
  confirmed: false,
  account: false,
};

/** The confirmation endpoint: GET names the alert, POST turns it on; each answer the test's. */
function open(
  path: string,
  answers: { read?: () => Response; confirm?: () => Response },
  options: { locale?: 'en' | 'hi' } = {},
) {
  const sent: { method: string; token: string | null }[] = [];
  stubApi({
    '/api/me': guest,
    '/api/alerts/confirm': (url, init) => {
      const method = init.method ?? 'GET';
      sent.push({ method, token: url.searchParams.get('token') });
      if (method === 'POST') return answers.confirm?.() ?? jsonResponse({ ...WAITING, confirmed: true });
      return answers.read?.() ?? jsonResponse(WAITING);
    },
  });
  return { ...renderApp(path, options), sent };
}

/** The page's status once it says these words (it says it is working on the link first). */
function statusSaying(words: string) {
  return waitFor(
    () => {
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent(words);
      return status;
    },
    { timeout: 5000 },
  );
}

describe('the page a guest alert’s confirmation link opens', () => {
  it('reads the link, turns the alert on from the page, and says so with the way to its listings', async () => {
    const { sent, router, user } = open('/alerts/confirm?token=abc.def', {});

    const status = await statusSaying('Your alert is on.');
    expect(status).toHaveTextContent(`You will get an email once a week about new listings that match “${NAME}”.`);
    expect(status).toHaveTextContent('Every alert email has a link to stop the alerts.');
    expect(document.title).toBe('Property alerts · Aangan');
    // Read first (a mail scanner's fetch would stop there), then confirmed by the page itself.
    expect(sent).toEqual([
      { method: 'GET', token: 'abc.def' },
      { method: 'POST', token: 'abc.def' },
    ]);
    expect(within(status).queryByRole('link', { name: 'Open Saved Searches' })).not.toBeInTheDocument();

    await user.click(within(status).getByRole('link', { name: 'See the listings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rent/bikaner'));
    expect(router.state.location.search).toBe('?bedrooms=2');
  });

  it('says an alert confirmed before is on, without confirming it again', async () => {
    const { sent } = open('/alerts/confirm?token=abc.def', {
      read: () => jsonResponse({ ...WAITING, frequency: 'instant', confirmed: true }),
    });
    await statusSaying(`You will get an email as soon as a new listing matches “${NAME}”.`);
    expect(sent.map((request) => request.method)).toEqual(['GET']);
  });

  it('links to Saved Searches when the address has an account, the alert now among its searches', async () => {
    open('/alerts/confirm?token=abc.def', {
      confirm: () => jsonResponse({ ...WAITING, frequency: 'daily', confirmed: true, account: true }),
    });
    const status = await statusSaying('Your alert is on.');
    expect(status).toHaveTextContent("It is one of your account's saved searches");
    expect(within(status).getByRole('link', { name: 'Open Saved Searches' })).toHaveAttribute(
      'href',
      '/saved-searches',
    );
  });

  it('says so when the alerts were stopped since, with the way to ask again', async () => {
    open('/alerts/confirm?token=abc.def', {
      read: () => jsonResponse({ ...WAITING, frequency: 'off', confirmed: true }),
    });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(`Alerts for “${NAME}” are off`);
    expect(within(alert).getByRole('link', { name: 'Ask for alerts on the home page' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['an altered link', 400, GUEST_ALERT_MESSAGES.linkInvalid],
    ['an old link', 400, GUEST_ALERT_MESSAGES.linkExpired],
    ['a removed alert', 404, GUEST_ALERT_MESSAGES.alertGone],
  ])('tells %s in calm words, with the way to ask again, and confirms nothing', async (_case, status, message) => {
    const { sent } = open('/alerts/confirm?token=abc.def', {
      read: () => errorResponse(status, 'REFUSED', message),
    });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Ask for alerts on the home page' })).toBeInTheDocument();
    expect(sent.map((request) => request.method)).toEqual(['GET']);
  });

  it('says a refusal of the confirmation itself the same way', async () => {
    open('/alerts/confirm?token=abc.def', {
      confirm: () => errorResponse(404, 'NOT_FOUND', GUEST_ALERT_MESSAGES.alertGone),
    });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(GUEST_ALERT_MESSAGES.alertGone);
  });

  it('asks nothing of the server for a link without its token', async () => {
    const { sent } = open('/alerts/confirm', {});
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(ALERT_MESSAGES.tokenRequired);
    expect(sent).toEqual([]);
  });

  it('offers another try when the server has trouble confirming', async () => {
    let tries = 0;
    const { user } = open('/alerts/confirm?token=abc.def', {
      confirm: () => {
        tries += 1;
        return tries === 1
          ? errorResponse(500, 'INTERNAL', 'Something went wrong')
          : jsonResponse({ ...WAITING, confirmed: true });
      },
    });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Something went wrong on our side. Please try again in a moment.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await statusSaying('Your alert is on.');
  });

  it('speaks Hindi, and its listings link is the Hindi page', async () => {
    open('/hi/alerts/confirm?token=abc.def', {}, { locale: 'hi' });
    const status = await statusSaying('आपका अलर्ट चालू हो गया है।');
    expect(status).toHaveTextContent(`“${NAME}” से मिलती नई लिस्टिंग के बारे में आपको हफ़्ते में एक बार ईमेल आएगा।`);
    expect(within(status).getByRole('link', { name: 'लिस्टिंग देखें' })).toHaveAttribute(
      'href',
      '/hi/rent/bikaner?bedrooms=2',
    );
  });

  it('says a refusal in Hindi', async () => {
    open(
      '/hi/alerts/confirm?token=abc.def',
      { read: () => errorResponse(400, 'BAD_REQUEST', GUEST_ALERT_MESSAGES.linkExpired) },
      { locale: 'hi' },
    );
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'यह पुष्टि लिंक बहुत पुराना है। होम पेज से अलर्ट फिर से माँगें।',
    );
  });
});
