import { EXPIRY_MESSAGES } from '@aangan/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, guest, jsonResponse, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

const SLOW = { timeout: 5000 };
const expiry = {
  confirmedAt: '2027-01-01T06:30:00.000Z',
  expiresAt: '2027-03-02T06:30:00.000Z',
  expiredAt: null,
  withdrawnAt: null,
  listed: true,
};

function open(path: string, answer: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  const fetchMock = stubApi({
    '/api/me': guest,
    '/api/listing-status': (_url, init) => {
      const body = JSON.parse(String(init.body));
      bodies.push(body);
      return answer(body);
    },
  });
  return { ...renderApp(path), fetchMock, bodies };
}

describe('the page a reminder’s link opens', () => {
  it('changes nothing on opening; one press renews and says the new date', async () => {
    const { user, bodies } = open('/listing-status?action=renew&token=abc.def', () =>
      jsonResponse({ action: 'renew', title: 'Haveli with courtyard', expiry }),
    );
    const button = await screen.findByRole('button', { name: EXPIRY_MESSAGES.stillAvailable }, SLOW);
    expect(bodies).toEqual([]);
    await user.click(button);
    expect(await screen.findByText(EXPIRY_MESSAGES.renewed)).toBeInTheDocument();
    expect(screen.getByText(/Expires on 2 Mar 2027/)).toBeInTheDocument();
    expect(bodies).toEqual([{ token: 'abc.def', action: 'renew' }]);
  });

  it('marks a listing let or sold from the other link', async () => {
    const { user } = open('/listing-status?action=withdraw&token=abc.def', () =>
      jsonResponse({
        action: 'withdraw',
        title: 'Haveli',
        expiry: { ...expiry, withdrawnAt: expiry.confirmedAt, listed: false },
      }),
    );
    await user.click(await screen.findByRole('button', { name: EXPIRY_MESSAGES.noLongerAvailable }, SLOW));
    expect(await screen.findByText(EXPIRY_MESSAGES.withdrawn)).toBeInTheDocument();
  });

  it('tells a used or altered link in calm words, with the way to My Properties', async () => {
    const { user } = open('/listing-status?action=renew&token=abc.def', () =>
      errorResponse(409, 'CONFLICT', EXPIRY_MESSAGES.linkInvalid),
    );
    await user.click(await screen.findByRole('button', { name: EXPIRY_MESSAGES.stillAvailable }, SLOW));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRY_MESSAGES.linkInvalid);
    expect(screen.getByRole('link', { name: 'Open My Properties' })).toHaveAttribute('href', '/my-properties');
  });

  it('says a link without its token is incomplete, and asks nothing of the server', async () => {
    const { bodies } = open('/listing-status?action=renew', () => jsonResponse({}));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(EXPIRY_MESSAGES.tokenRequired);
    expect(bodies).toEqual([]);
  });
});

describe('the page in Hindi', () => {
  it('asks and answers in Hindi, with the date in Hindi', async () => {
    stubApi({
      '/api/me': guest,
      '/api/listing-status': () => jsonResponse({ action: 'renew', title: 'Haveli', expiry }),
    });
    const { user } = renderApp('/listing-status?action=renew&token=abc.def', { locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'क्या आपकी प्रॉपर्टी अभी भी उपलब्ध है?' }, SLOW)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'हाँ, यह अभी भी उपलब्ध है' }));
    expect(await screen.findByText('धन्यवाद। आपकी लिस्टिंग एक और अवधि के लिए लाइव है।')).toBeInTheDocument();
    expect(screen.getByText(/2 मार्च 2027 को समाप्त होगी/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरी प्रॉपर्टी खोलें' })).toHaveAttribute('href', '/hi/my-properties');
  });
});
