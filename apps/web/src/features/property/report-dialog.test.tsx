import { REPORT_MESSAGES } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { callsTo, detailApi, findTitle, makeDetail } from './test-utils';

const SLOW = { timeout: 5000 };
const REPORT_PATH = '/api/properties/abc/report';

async function openPage(answer: (body: unknown) => Response, isOwner = false) {
  const fetchMock = stubApi(
    detailApi(makeDetail({ viewer: { isOwner } }), {
      [REPORT_PATH]: (_url, init) => answer(JSON.parse(String(init.body))),
    }),
  );
  const view = renderApp('/property/abc');
  await findTitle();
  return { ...view, fetchMock };
}

const reported = (body: unknown) =>
  jsonResponse({ ...(body as object), details: null, reportedAt: '2026-11-26T10:00:00.000Z' });

async function openDialog(user: Awaited<ReturnType<typeof openPage>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Report this listing' }));
  return screen.findByRole('dialog', { name: 'Report this listing' }, SLOW);
}

describe('Report this listing', () => {
  it('offers the reasons of the list, and thanks the reporter in a toast once sent', async () => {
    const { user, fetchMock } = await openPage((body) => {
      expect(body).toEqual({ reason: 'advance-payment', details: 'Wanted ₹5,000 before the visit' });
      return reported(body);
    });
    const dialog = await openDialog(user);
    for (const label of [
      'Not available / already let or sold',
      'Fake or misleading photos',
      'Wrong price or details',
      'Broker posing as owner',
      'Asked me to pay before visiting',
      'Duplicate listing',
      'Other',
    ]) {
      expect(within(dialog).getByRole('radio', { name: label })).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('radio', { name: 'Asked me to pay before visiting' }));
    await user.type(within(dialog).getByLabelText(/Details/), 'Wanted ₹5,000 before the visit');
    expect(within(dialog).getByText('30 / 1,000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText(REPORT_MESSAGES.sent, { selector: '[data-toast] p' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(callsTo(fetchMock, REPORT_PATH, 'POST')).toHaveLength(1);
  });

  it('asks for a reason, and for words with Other, before sending anything', async () => {
    const { user, fetchMock } = await openPage(reported);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.reasonInvalid)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    expect(within(dialog).getByText('(needed for ‘Other’)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.detailsRequiredForOther)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Duplicate listing' }));
    await user.click(within(dialog).getByLabelText(/Details/));
    await user.paste('x'.repeat(1001));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.detailsTooLong)).toBeInTheDocument();
    expect(callsTo(fetchMock, REPORT_PATH, 'POST')).toHaveLength(0);
  });

  it('says the server’s refusal in a toast and keeps the dialog open', async () => {
    const { user } = await openPage(() => errorResponse(429, 'RATE_LIMITED', REPORT_MESSAGES.perDay(3600)));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Duplicate listing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REPORT_MESSAGES.perDay(3600), {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report this listing' })).toBeInTheDocument();
  });

  it('is not offered to the listing’s owner', async () => {
    await openPage(reported, true);
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
  });
});
