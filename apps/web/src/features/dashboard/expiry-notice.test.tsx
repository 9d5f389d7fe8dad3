import { EXPIRY_MESSAGES } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '../../test/api-stub';
import { makeProperty } from '../../test/factories';
import {
  card,
  type DashboardListing,
  liveExpiry,
  myPropertiesAnswer,
  openDashboard,
  pathsCalledWith,
} from './test-utils';

const EXPIRED = { ...liveExpiry, expiredAt: '2027-01-30T06:30:00.000Z', listed: false };

/** The dashboard with one listing in `expiry`, renewed by the stub's answer. */
async function openWith(expiry: DashboardListing['expiry'], answer?: () => Response) {
  let current = expiry;
  const listing: DashboardListing = { ...makeProperty({ id: 'haveli', title: 'Haveli with courtyard' }), expiry };
  return openDashboard('/my-properties', [listing], {
    list: (url) => jsonResponse(myPropertiesAnswer([{ ...listing, expiry: current }], url)),
    handlers: {
      '/api/properties/haveli/renew': () => {
        const response = answer?.() ?? jsonResponse({ ...liveExpiry, expiresAt: '2027-04-01T06:30:00.000Z' });
        if (response.ok) current = { ...liveExpiry, expiresAt: '2027-04-01T06:30:00.000Z' };
        return response;
      },
    },
  });
}

describe('a listing’s period in My Properties', () => {
  it('says quietly when a live listing expires, with no Renew', async () => {
    await openWith(liveExpiry);
    const haveli = card('Haveli with courtyard');
    expect(within(haveli).getByText('Expires on 30 Jan 2027')).toBeInTheDocument();
    expect(within(haveli).queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
  });

  it('shows an expired listing as Expired and renews it: the card then says its new date', async () => {
    const { user, fetchMock } = await openWith(EXPIRED);
    const haveli = card('Haveli with courtyard');
    expect(within(haveli).getByText(EXPIRY_MESSAGES.expiredLabel)).toBeInTheDocument();
    expect(within(haveli).getByText(EXPIRY_MESSAGES.expiredNotice)).toBeInTheDocument();
    await user.click(within(haveli).getByRole('button', { name: 'Renew Haveli with courtyard' }));
    expect(await within(card('Haveli with courtyard')).findByText('Expires on 1 Apr 2027')).toBeInTheDocument();
    expect(pathsCalledWith(fetchMock, 'POST')).toEqual(['/api/properties/haveli/renew']);
    expect(await screen.findByText(EXPIRY_MESSAGES.renewDone)).toBeInTheDocument();
  });

  it('shows a withdrawn listing as Let or sold with Renew to bring it back', async () => {
    await openWith({ ...liveExpiry, withdrawnAt: '2027-01-10T06:30:00.000Z', listed: false });
    const haveli = card('Haveli with courtyard');
    expect(within(haveli).getByText(EXPIRY_MESSAGES.withdrawnLabel)).toBeInTheDocument();
    expect(within(haveli).getByText(EXPIRY_MESSAGES.withdrawnNotice)).toBeInTheDocument();
    expect(within(haveli).getByRole('button', { name: 'Renew Haveli with courtyard' })).toBeEnabled();
  });

  it('tells a refused renewal in the server’s words and keeps the card as it was', async () => {
    const { user } = await openWith(EXPIRED, () =>
      errorResponse(403, 'FORBIDDEN', 'Only the person who listed this property can renew it.'),
    );
    await user.click(within(card('Haveli with courtyard')).getByRole('button', { name: /Renew/ }));
    expect(await screen.findByText('Only the person who listed this property can renew it.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card('Haveli with courtyard')).getByText(EXPIRY_MESSAGES.expiredLabel)).toBeInTheDocument(),
    );
  });
});
