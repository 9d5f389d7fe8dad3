import { MODERATION_MESSAGES, type OwnerModeration } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '../../test/api-stub';
import { makeProperty } from '../../test/factories';
import {
  card,
  type DashboardListing,
  listRequests,
  myPropertiesAnswer,
  openDashboard,
  pathsCalledWith,
  SLOW,
} from './test-utils';

const HIDDEN: OwnerModeration = {
  hiddenAt: '2026-11-20T10:00:00.000Z',
  reason: 'wrong-details',
  note: 'The price says ₹1',
  appeal: null,
};

/** The dashboard with one hidden listing, whose appeal the stub answers with `answer` and then lists as sent. */
async function openWithHidden(answer: (body: unknown) => Response, moderation: OwnerModeration = HIDDEN) {
  let current = moderation;
  const listing: DashboardListing = { ...makeProperty({ id: 'haveli', title: 'Haveli with courtyard' }), moderation };
  const view = await openDashboard('/my-properties', [listing], {
    list: (url) => jsonResponse(myPropertiesAnswer([{ ...listing, moderation: current }], url)),
    handlers: {
      '/api/properties/haveli/appeal': (_url, init) => {
        const response = answer(JSON.parse(String(init.body)));
        if (response.ok) current = { ...current, appeal: { status: 'open', createdAt: HIDDEN.hiddenAt, reply: null } };
        return response;
      },
    },
  });
  return view;
}

const sent = () => jsonResponse({ status: 'open', createdAt: '2026-11-21T09:00:00.000Z', reply: null }, 201);

describe('a listing the team hides, in My Properties', () => {
  it('says why, and sends the owner’s appeal from a dialog; then the card says it was sent', async () => {
    const { user, fetchMock } = await openWithHidden((body) => {
      expect(body).toEqual({ message: 'I have corrected the price to ₹18,000 a month.' });
      return sent();
    });
    const haveli = card('Haveli with courtyard');
    expect(within(haveli).getByText('Hidden by the Aangan team')).toBeInTheDocument();
    expect(within(haveli).getByText(/Wrong price or details — The price says ₹1/)).toBeInTheDocument();

    await user.click(within(haveli).getByRole('button', { name: 'Appeal Haveli with courtyard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal to the Aangan team' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.appealMessageRequired)).toBeInTheDocument();
    expect(pathsCalledWith(fetchMock, 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Your message'), 'I have corrected the price to ₹18,000 a month.');
    expect(within(dialog).getByText('46 / 1,000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));

    expect(
      await screen.findByText('Appeal sent — we will reply by email', { selector: '[data-toast] p' }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    await waitFor(
      () =>
        expect(
          within(card('Haveli with courtyard')).getByText('Appeal sent — we will reply by email'),
        ).toBeInTheDocument(),
      SLOW,
    );
    expect(within(card('Haveli with courtyard')).queryByRole('button', { name: /Appeal/ })).not.toBeInTheDocument();
    expect(pathsCalledWith(fetchMock, 'POST')).toEqual(['/api/properties/haveli/appeal']);
  });

  it('says in a toast why the server refused, and reloads the card', async () => {
    const { user, fetchMock } = await openWithHidden(() =>
      errorResponse(409, 'CONFLICT', MODERATION_MESSAGES.appealAlreadyOpen),
    );
    const listsBefore = listRequests(fetchMock).length;
    await user.click(screen.getByRole('button', { name: 'Appeal Haveli with courtyard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal to the Aangan team' }, SLOW);
    await user.type(within(dialog).getByLabelText('Your message'), 'Please look again.');
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText(MODERATION_MESSAGES.appealAlreadyOpen, {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your message')).toHaveValue('Please look again.');
    await waitFor(() => expect(listRequests(fetchMock).length).toBe(listsBefore + 1), SLOW);
  });

  it('shows the team’s answer to an appeal turned down, with no second appeal', async () => {
    await openWithHidden(sent, {
      ...HIDDEN,
      appeal: { status: 'upheld', createdAt: '2026-11-21T09:00:00.000Z', reply: 'The price is still ₹1.' },
    });
    const haveli = card('Haveli with courtyard');
    expect(within(haveli).getByText(/Our reply: The price is still ₹1\./)).toBeInTheDocument();
    expect(within(haveli).getByText('Appeal turned down.')).toBeInTheDocument();
    expect(within(haveli).queryByRole('button', { name: /Appeal/ })).not.toBeInTheDocument();
  });
});
