import type { OwnerVerification } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { callsTo, detailApi, findTitle, makeDetail } from './test-utils';

const NOTICE = 'This property is not verified. Please contact our team to verify this property.';

const request = (overrides: Partial<OwnerVerification>): OwnerVerification => ({
  status: 'open',
  trigger: 'owner',
  reason: null,
  createdAt: '2026-11-12T06:30:00.000Z',
  decidedAt: null,
  ...overrides,
});

/** The owner's unverified listing with its latest request. */
const mine = (verificationRequest: OwnerVerification | null) =>
  makeDetail({ verificationStatus: false, viewer: { isOwner: true, verificationRequest } });

const ownerApi = (detail: ReturnType<typeof mine>, extra: Parameters<typeof detailApi>[1] = {}) =>
  detailApi(detail, {
    '/api/properties/abc/inquiries': () => jsonResponse({ viewCount: 0, contactRevealCount: 0 }),
    ...extra,
  });

describe('the Verified badge', () => {
  it('opens a panel saying what was checked, when, and what the tag does not promise; Escape closes it', async () => {
    stubApi(detailApi(makeDetail()));
    const { user } = renderApp('/property/abc');
    await findTitle();

    const badge = screen.getByRole('button', { name: 'Verified' });
    expect(badge).toHaveAttribute('aria-expanded', 'false');
    badge.focus();
    await user.keyboard('{Enter}');

    const panel = await screen.findByRole('dialog', { name: 'What Verified means here' });
    expect(badge).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(panel).getByText(
        'Identity and ownership documents checked, property visited — verified by the Aangan team on 12 Nov 2026.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/confirms that the property exists as advertised/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Read the Terms' })).toHaveAttribute('href', '/terms');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(badge).toHaveAttribute('aria-expanded', 'false');
    expect(badge).toHaveFocus();
  });

  it('is no button on an unverified listing', async () => {
    stubApi(detailApi(makeDetail({ verificationStatus: false })));
    renderApp('/property/abc');
    await findTitle();
    expect(screen.queryByRole('button', { name: /^Verified/ })).not.toBeInTheDocument();
  });
});

describe('the owner’s verification notice', () => {
  it('keeps the sentence with a Request verification button, and shows the request once sent', async () => {
    let detail = mine(null);
    const fetchMock = stubApi({
      ...ownerApi(detail),
      '/api/properties/abc': () => jsonResponse(detail),
      '/api/properties/abc/verification-request': () => {
        const sent = request({ createdAt: '2026-11-20T09:00:00.000Z' });
        detail = mine(sent);
        return jsonResponse(sent, 201);
      },
    });
    const { user } = renderApp('/property/abc');
    await findTitle();

    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request verification' }));

    expect(await screen.findByText('Requested on 20 Nov 2026. Our team will review it soon.')).toBeInTheDocument();
    expect(screen.getAllByText('Verification requested').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Request verification' })).not.toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/properties/abc/verification-request', 'POST')).toHaveLength(1);
  });

  it('says an edit sent the listing back for re-verification, with no button while it waits', async () => {
    stubApi(ownerApi(mine(request({ trigger: 'edited' }))));
    renderApp('/property/abc');
    await findTitle();

    expect(await screen.findByText(/went back for re-verification/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request verification' })).not.toBeInTheDocument();
  });

  it('gives the team’s reason for a decline and lets the owner ask again', async () => {
    const declined = request({
      status: 'rejected',
      reason: 'The ownership document names someone else.',
      decidedAt: '2026-11-14T10:00:00.000Z',
    });
    stubApi(ownerApi(mine(declined)));
    renderApp('/property/abc');
    await findTitle();

    expect(await screen.findByText('Verification declined')).toBeInTheDocument();
    expect(screen.getByText('The ownership document names someone else.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request verification' })).toBeInTheDocument();
  });

  it('says why in a toast when the server refuses the request', async () => {
    stubApi(
      ownerApi(mine(null), {
        '/api/properties/abc/verification-request': () =>
          errorResponse(409, 'CONFLICT', 'A verification request for this property is already open.'),
      }),
    );
    const { user } = renderApp('/property/abc');
    await findTitle();

    await user.click(await screen.findByRole('button', { name: 'Request verification' }));
    expect(await screen.findByText('Could not request verification')).toBeInTheDocument();
    expect(screen.getByText('A verification request for this property is already open.')).toBeInTheDocument();
  });
});
