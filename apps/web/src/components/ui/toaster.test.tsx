import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, toast } from '../../lib/toast';
import { Toaster } from './toaster';

function notifications() {
  return screen.getByRole('region', { name: 'Notifications' });
}

describe('Toaster', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a toast with its description in a polite live region, and closes it on request', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    expect(notifications()).toHaveAttribute('aria-live', 'polite');
    act(() => void toast.success('Saved', { description: 'Find it under Saved.' }));

    expect(within(notifications()).getByText('Saved')).toBeInTheDocument();
    expect(within(notifications()).getByText('Find it under Saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close toast' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('offers its link, which goes there in the app and takes the toast away', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(<Toaster />);
    act(() => void toast.success('Search saved', { link: { label: 'View', href: '/hi/saved-searches', navigate } }));

    const link = within(notifications()).getByRole('link', { name: 'View' });
    expect(link).toHaveAttribute('href', '/hi/saved-searches');
    await user.click(link);
    expect(navigate).toHaveBeenCalledOnce();
    expect(screen.queryByText('Search saved')).not.toBeInTheDocument();
  });

  it('raises an error as an alert', () => {
    render(<Toaster />);
    act(() => void toast.error('Could not save'));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
  });

  it('replaces a toast with the same id in place, and keeps at most three, the newest', () => {
    render(<Toaster />);
    act(() => {
      toast('Offline', { id: 'connectivity' });
      toast('Two');
      toast.success('Back online', { id: 'connectivity' });
    });
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
    expect(
      within(notifications())
        .getAllByText(/Back online|Two/)
        .map((each) => each.textContent),
    ).toEqual(['Back online', 'Two']);

    act(() => ['Three', 'Four', 'Five'].forEach((title) => void toast(title)));
    expect(
      within(notifications())
        .getAllByText(/^(Back online|Two|Three|Four|Five)$/)
        .map((each) => each.textContent),
    ).toEqual(['Three', 'Four', 'Five']);
  });

  it('goes after its time, which stops while the pointer rests on it', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast('Short', { duration: 1000 });
      toast('Usual');
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Short')).not.toBeInTheDocument();

    const usual = screen.getByText('Usual').closest('[data-toast]') as HTMLElement;
    fireEvent.pointerEnter(usual);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByText('Usual')).toBeInTheDocument();
    fireEvent.pointerLeave(usual);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Usual')).not.toBeInTheDocument();
  });
});
