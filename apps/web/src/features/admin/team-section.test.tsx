import type { Role } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../test/api-stub';
import { makeMe } from '../../test/factories';
import { renderApp } from '../../test/render-app';

interface Member {
  email: string;
  name: string;
  role: Role;
}

/** The team on the "server", as GET and POST /api/admin/team answer for someone with `role`. */
function teamApi(role: Role, initial: Member[], refuseWith?: Response) {
  let members = [...initial];
  const posted: unknown[] = [];
  const handlers = {
    '/api/me': () => jsonResponse(makeMe({ email: 'asha@example.in', role })),
    '/api/admin/team': async (_url: URL, init: RequestInit) => {
      if (role === 'member') return errorResponse(404, 'NOT_FOUND', 'Not found');
      if (init.method !== 'POST') return jsonResponse({ members });
      const body = JSON.parse(String(init.body)) as { email: string; role: 'member' | 'moderator' };
      posted.push(body);
      if (refuseWith) return refuseWith;
      members = members.filter((member) => member.email !== body.email);
      if (body.role === 'moderator') members.push({ email: body.email, name: 'New Moderator', role: 'moderator' });
      return jsonResponse({ members });
    },
  };
  return { handlers: { ...handlers, '/api/admin/audit': auditApi }, posted };
}

const ENTRY = {
  id: 'e1',
  actor: 'asha@example.in',
  action: 'role.change',
  targetType: 'account',
  targetId: 'u-ravi',
  targetLabel: 'ravi@example.in',
  reason: null,
  before: { role: 'member' },
  after: { role: 'moderator' },
  createdAt: '2026-11-20T09:30:00.000Z',
};

/** The audit log on the "server": one entry by Asha, found when the filters match it. */
function auditApi(url: URL) {
  const actor = url.searchParams.get('actor') ?? '';
  const action = url.searchParams.get('action') ?? ENTRY.action;
  const items = ENTRY.actor.includes(actor.toLowerCase()) && action === ENTRY.action ? [ENTRY] : [];
  return jsonResponse({ items, page: 1, limit: 25, total: items.length });
}

const ASHA: Member = { email: 'asha@example.in', name: 'Asha Sharma', role: 'admin' };
const RAVI: Member = { email: 'ravi@example.in', name: 'Ravi Kumar', role: 'moderator' };

describe('the team console', () => {
  it('is the ordinary not-found page for a member, who never asks for the team', async () => {
    const { handlers } = teamApi('member', [ASHA]);
    const fetchMock = stubApi(handlers);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/admin/team');
  });

  it('shows a moderator the team, without the admin’s controls', async () => {
    stubApi(teamApi('moderator', [ASHA, RAVI]).handlers);
    renderApp('/admin/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team Console' })).toBeInTheDocument();
    expect(await screen.findByText('ravi@example.in')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a moderator' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('lets an admin add a moderator by email and remove one, never themselves', async () => {
    const user = userEvent.setup();
    const { handlers, posted } = teamApi('admin', [ASHA, RAVI]);
    stubApi(handlers);
    renderApp('/admin/team');

    await screen.findByText('ravi@example.in');
    expect(screen.queryByRole('button', { name: 'Remove asha@example.in as moderator' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('New moderator’s email'), 'Meera@Example.in');
    await user.click(screen.getByRole('button', { name: 'Make moderator' }));
    expect(await screen.findByText('meera@example.in')).toBeInTheDocument();
    expect(posted).toContainEqual({ email: 'meera@example.in', role: 'moderator', from: 'member' });
    expect(screen.getByLabelText('New moderator’s email')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove ravi@example.in as moderator' }));
    await waitFor(() => expect(screen.queryByText('ravi@example.in')).not.toBeInTheDocument());
    expect(posted).toContainEqual({ email: 'ravi@example.in', role: 'member', from: 'moderator' });
  });

  it('shows the audit log to the team, and filters it by who acted', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(teamApi('moderator', [ASHA, RAVI]).handlers);
    renderApp('/admin/audit');

    const entries = await screen.findByRole('list', { name: 'Audit log entries' });
    expect(within(entries).getByText('Role changed')).toBeInTheDocument();
    expect(within(entries).getByText('Role: member → moderator')).toBeInTheDocument();
    expect(within(entries).getByText(/By asha@example\.in · account ravi@example\.in/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Filter by who acted'), 'ravi');
    expect(await screen.findByText('Nothing in the log matches these filters.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/audit?page=1&actor=ravi');
  });

  it('filters the audit log by what was done', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(teamApi('moderator', [ASHA, RAVI]).handlers);
    renderApp('/admin/audit');
    await screen.findByRole('list', { name: 'Audit log entries' });

    await user.click(screen.getByRole('combobox', { name: 'Filter by action' }));
    await user.click(await screen.findByRole('option', { name: 'Listing hidden' }));
    expect(await screen.findByText('Nothing in the log matches these filters.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/audit?page=1&action=listing.hide');

    await user.click(screen.getByRole('combobox', { name: 'Filter by action' }));
    await user.click(await screen.findByRole('option', { name: 'Role changed' }));
    const entries = await screen.findByRole('list', { name: 'Audit log entries' });
    expect(within(entries).getByText('Role: member → moderator')).toBeInTheDocument();
  });

  it('says why when the server refuses, under the field or in a toast', async () => {
    const user = userEvent.setup();
    const conflict = errorResponse(
      409,
      'CONFLICT',
      'This account was changed by someone else. Reload to see the latest.',
    );
    stubApi(teamApi('admin', [ASHA, RAVI], conflict).handlers);
    renderApp('/admin/team');

    await user.click(await screen.findByRole('button', { name: 'Make moderator' }));
    expect(await screen.findByText('Enter the email address of the person’s account.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove ravi@example.in as moderator' }));
    const toast = await screen.findByText('This account was changed by someone else. Reload to see the latest.');
    expect(
      within(toast.closest('li') ?? document.body).getByText('Could not remove the moderator'),
    ).toBeInTheDocument();
  });
});
