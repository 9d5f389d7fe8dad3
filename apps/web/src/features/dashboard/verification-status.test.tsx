import type { OwnerVerification } from '@aangan/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/api-stub';
import { card, type DashboardListing, openDashboard, pathsCalledWith, sampleListings } from './test-utils';

const request = (overrides: Partial<OwnerVerification>): OwnerVerification => ({
  status: 'open',
  trigger: 'owner',
  reason: null,
  createdAt: '2026-11-12T06:30:00.000Z',
  decidedAt: null,
  ...overrides,
});

/** The sample listings, the unverified haveli with this latest request. */
function withHaveliRequest(verificationRequest: OwnerVerification | null): DashboardListing[] {
  return sampleListings().map((item) => (item.id === 'haveli' ? { ...item, verificationRequest } : item));
}

describe('verification on My Properties cards', () => {
  it('offers Request verification on an unverified listing never asked about, and nothing on a verified one', async () => {
    const { fetchMock, user } = await openDashboard('/my-properties', withHaveliRequest(null), {
      handlers: { '/api/properties/haveli/verification-request': () => jsonResponse(request({}), 201) },
    });
    const haveli = card('Haveli with courtyard');
    expect(within(haveli).getByText('Not verified yet.')).toBeInTheDocument();
    expect(within(card('Sunny corner flat')).queryByRole('button', { name: /Request verification/ })).toBeNull();

    await user.click(within(haveli).getByRole('button', { name: 'Request verification Haveli with courtyard' }));
    expect(
      await screen.findByText(
        'Our team will review your listing soon. You can follow it on the listing and in My Properties.',
      ),
    ).toBeInTheDocument();
    expect(pathsCalledWith(fetchMock, 'POST')).toEqual(['/api/properties/haveli/verification-request']);
  });

  it('leaves verification out while the team hides the listing: the notice says what to do', async () => {
    const hidden = sampleListings().map((item) =>
      item.id === 'haveli'
        ? {
            ...item,
            verificationRequest: null,
            moderation: { hiddenAt: '2026-11-20T10:00:00.000Z', reason: 'spam' as const, note: null, appeal: null },
          }
        : item,
    );
    await openDashboard('/my-properties', hidden);
    const haveli = card('Haveli with courtyard');
    expect(within(haveli).getByText('Hidden by the Aangan team')).toBeInTheDocument();
    expect(within(haveli).queryByText('Not verified yet.')).toBeNull();
    expect(within(haveli).queryByRole('button', { name: /Request verification/ })).toBeNull();
  });

  it('says a request is waiting, without the button', async () => {
    await openDashboard('/my-properties', withHaveliRequest(request({})));
    const haveli = card('Haveli with courtyard');
    expect(within(haveli).getByText('Verification requested')).toBeInTheDocument();
    expect(within(haveli).getByText('Requested on 12 Nov 2026. Our team will review it soon.')).toBeInTheDocument();
    expect(within(haveli).queryByRole('button', { name: /Request verification/ })).toBeNull();
  });

  it('shows the team’s reason for a revoke, with the button to ask again', async () => {
    const revoked = request({
      status: 'revoked',
      reason: 'The photos are of another flat.',
      decidedAt: '2026-11-14T10:00:00.000Z',
    });
    await openDashboard('/my-properties', withHaveliRequest(revoked));
    const haveli = card('Haveli with courtyard');
    expect(within(haveli).getByText('Verification revoked')).toBeInTheDocument();
    expect(within(haveli).getByText('The photos are of another flat.')).toBeInTheDocument();
    expect(within(haveli).getByRole('button', { name: /Request verification/ })).toBeInTheDocument();
  });
});
