import { ALERT_MESSAGES } from '@aangan/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, guest, jsonResponse, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

const SLOW = { timeout: 5000 };
const NAME = '2 BHK flats for rent in Bikaner';

/** The unsubscribe endpoint: GET names the search, POST stops it; each answer the test's. */
function open(
  path: string,
  answers: { read?: () => Response; stop?: () => Response },
  options: { locale?: 'en' | 'hi' } = {},
) {
  const sent: { method: string; token: string | null; body: unknown }[] = [];
  stubApi({
    '/api/me': guest,
    '/api/alerts/unsubscribe': (url, init) => {
      const method = init.method ?? 'GET';
      sent.push({ method, token: url.searchParams.get('token'), body: init.body });
      if (method === 'POST') return answers.stop?.() ?? jsonResponse({ name: NAME, frequency: 'off' });
      return answers.read?.() ?? jsonResponse({ name: NAME, frequency: 'daily' });
    },
  });
  return { ...renderApp(path, options), sent };
}

describe('the page an alert’s unsubscribe link opens', () => {
  it('says which search and how often it mails, changes nothing until pressed, then confirms', async () => {
    const { user, sent } = open('/alerts/unsubscribe?token=abc.def', {});

    expect(
      await screen.findByText(`You get an email once a day about new listings that match “${NAME}”.`, {}, SLOW),
    ).toBeInTheDocument();
    expect(document.title).toBe('Email alerts · Aangan');
    expect(sent).toEqual([{ method: 'GET', token: 'abc.def', body: undefined }]);

    await user.click(screen.getByRole('button', { name: 'Stop these alerts' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Alerts stopped. You will get no more emails about “${NAME}”.`,
    );
    expect(sent.map((request) => [request.method, request.token])).toEqual([
      ['GET', 'abc.def'],
      ['POST', 'abc.def'],
    ]);
    expect(screen.getByRole('link', { name: 'Open Saved Searches' })).toHaveAttribute('href', '/saved-searches');
  });

  it('says when the alerts are already off, with nothing to press', async () => {
    open('/alerts/unsubscribe?token=abc.def', { read: () => jsonResponse({ name: NAME, frequency: 'off' }) });
    expect(
      await screen.findByText(`Alerts for “${NAME}” are off. No emails come from this search.`, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop these alerts' })).not.toBeInTheDocument();
  });

  it.each([
    ['an altered link', ALERT_MESSAGES.linkInvalid],
    ['an old link', ALERT_MESSAGES.linkExpired],
    ['a deleted search', ALERT_MESSAGES.searchGone],
  ])('tells %s in calm words, with the way to Saved Searches', async (_case, message) => {
    open('/alerts/unsubscribe?token=abc.def', { read: () => errorResponse(400, 'BAD_REQUEST', message) });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Open Saved Searches' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop these alerts' })).not.toBeInTheDocument();
  });

  it('asks nothing of the server for a link without its token', async () => {
    const { sent } = open('/alerts/unsubscribe', {});
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(ALERT_MESSAGES.tokenRequired);
    expect(sent).toEqual([]);
  });

  it('offers another try when the server has trouble', async () => {
    let reads = 0;
    const { user } = open('/alerts/unsubscribe?token=abc.def', {
      read: () => {
        reads += 1;
        return reads === 1
          ? errorResponse(500, 'INTERNAL', 'Something went wrong')
          : jsonResponse({ name: NAME, frequency: 'weekly' });
      },
    });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Something went wrong on our side. Please try again in a moment.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(`You get an email once a week about new listings that match “${NAME}”.`),
    ).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    const { user } = open(
      '/hi/alerts/unsubscribe?token=abc.def',
      {
        read: () => jsonResponse({ name: NAME, frequency: 'instant' }),
      },
      { locale: 'hi' },
    );
    expect(await screen.findByText(`“${NAME}” से मिलती नई लिस्टिंग आते ही आपको ईमेल आता है।`, {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ये अलर्ट बंद करें' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `अलर्ट बंद हो गए। “${NAME}” के बारे में अब कोई ईमेल नहीं आएगा।`,
    );
    expect(screen.getByRole('link', { name: 'सेव की गई खोजें खोलें' })).toHaveAttribute('href', '/hi/saved-searches');
  });

  it('says a refusal in Hindi', async () => {
    open(
      '/hi/alerts/unsubscribe?token=abc.def',
      { read: () => errorResponse(400, 'BAD_REQUEST', ALERT_MESSAGES.linkExpired) },
      { locale: 'hi' },
    );
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'यह अनसब्सक्राइब लिंक बहुत पुराना है। अलर्ट अपनी सेव की गई खोजों के पेज पर बदलें।',
    );
  });
});
