import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showUpdatePrompt } from './update-prompt';

afterEach(() => document.getElementById('update-prompt')?.remove());

describe("the 'Update available' prompt", () => {
  it('offers the new version in a live region, and Reload takes it', async () => {
    const reload = vi.fn();
    act(() => showUpdatePrompt(reload));
    const prompt = await screen.findByRole('status');
    expect(prompt).toHaveTextContent('Update available');
    expect(prompt).toHaveTextContent('A new version of Aangan is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('goes when dismissed, and is shown once however often the worker says so', async () => {
    act(() => {
      showUpdatePrompt(() => {});
      showUpdatePrompt(() => {});
    });
    expect(await screen.findAllByRole('button', { name: 'Reload' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss update' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
