import type { Role, TeamJobs } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { makeMe } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

const JOBS: TeamJobs = {
  engine: 'working',
  items: [
    {
      name: 'expire-listings',
      schedule: '*/15 * * * *',
      scheduleInWords: 'Every 15 minutes',
      retryLimit: 3,
      queue: { queued: 0, active: 0, failed: 0 },
      lastRun: {
        startedAt: '2026-11-26T06:00:00.000Z',
        finishedAt: '2026-11-26T06:00:01.200Z',
        outcome: 'succeeded',
        trigger: 'schedule',
        attempt: 1,
        summary: { expired: 3 },
        error: null,
      },
      lastFailure: null,
    },
    {
      name: 'expiry-reminders',
      schedule: '5 * * * *',
      scheduleInWords: 'Every hour, at 5 past',
      retryLimit: 3,
      queue: { queued: 1, active: 0, failed: 1 },
      lastRun: {
        startedAt: '2026-11-26T06:05:00.000Z',
        finishedAt: '2026-11-26T06:05:00.400Z',
        outcome: 'failed',
        trigger: 'manual',
        attempt: 2,
        summary: null,
        error: 'connect ECONNREFUSED 127.0.0.1:465',
      },
      lastFailure: null,
    },
  ],
};

/** The jobs on the "server" for someone with `role`; every Run now is recorded. */
function jobsApi(role: Role) {
  const ran: string[] = [];
  const handlers = {
    '/api/me': () => jsonResponse(makeMe({ role })),
    '/api/admin/jobs': () => jsonResponse(JOBS),
    '/api/admin/jobs/expire-listings/run': () => {
      ran.push('expire-listings');
      return jsonResponse({ name: 'expire-listings', queued: true });
    },
  };
  return { handlers, ran };
}

describe('the console’s Jobs section', () => {
  it('shows each job’s schedule, queue and last run in words, with a failure’s error', async () => {
    stubApi(jobsApi('moderator').handlers);
    renderApp('/admin/jobs');

    const expire = await screen.findByRole('listitem', { name: 'Expire listings' });
    expect(within(expire).getByText(/Every 15 minutes/)).toBeInTheDocument();
    expect(within(expire).getByText('Succeeded')).toBeInTheDocument();
    expect(within(expire).getByText('Expired: 3')).toBeInTheDocument();

    const reminders = screen.getByRole('listitem', { name: 'Expiry reminders' });
    expect(within(reminders).getByText('Failed', { selector: 'span' })).toBeInTheDocument();
    expect(within(reminders).getByText('connect ECONNREFUSED 127.0.0.1:465')).toBeInTheDocument();
    expect(screen.getByText('This server runs jobs.')).toBeInTheDocument();
    // Run now is an admin's.
    expect(screen.queryByRole('button', { name: /Run now/ })).not.toBeInTheDocument();
  });

  it('lets an admin run a job now, and says it is queued', async () => {
    const user = userEvent.setup();
    const { handlers, ran } = jobsApi('admin');
    stubApi(handlers);
    renderApp('/admin/jobs');

    await user.click(await screen.findByRole('button', { name: 'Run now Expire listings' }));
    await waitFor(() => expect(ran).toEqual(['expire-listings']));
    const toast = (await screen.findAllByText('Queued')).find((each) => each.closest('[data-toast]'));
    expect(toast?.closest('[data-toast]')).toHaveTextContent('Expire listings');
  });
});
