import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/ui/toaster';
import { useConnectivityToasts } from './use-connectivity-toasts';

function Probe() {
  useConnectivityToasts();
  return null;
}

function renderWithToaster() {
  return render(
    <StrictMode>
      <Probe />
      <Toaster />
    </StrictMode>,
  );
}

const goOffline = () => act(() => window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => window.dispatchEvent(new Event('online')));

describe('useConnectivityToasts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows nothing when the app starts online', async () => {
    renderWithToaster();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Limited Connectivity')).not.toBeInTheDocument();
    expect(screen.queryByText("You're offline")).not.toBeInTheDocument();
  });

  it('says so when the connection drops, then replaces that toast when it returns', async () => {
    renderWithToaster();

    goOffline();
    expect(await screen.findByText("You're offline")).toBeInTheDocument();
    expect(screen.getByText('App will use local data until connection is restored')).toBeInTheDocument();

    goOnline();
    expect(await screen.findByText("You're back online")).toBeInTheDocument();
    expect(screen.getByText('Internet connection has been restored')).toBeInTheDocument();
    expect(screen.queryByText("You're offline")).not.toBeInTheDocument();
  });

  it("shows 'Limited Connectivity' once when the app starts offline", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithToaster();

    expect(await screen.findByText('Limited Connectivity')).toBeInTheDocument();
    expect(screen.getByText('App is running in offline mode with local data')).toBeInTheDocument();
    // StrictMode ran the effect twice; the fixed id keeps it to one toast.
    expect(screen.getAllByText('Limited Connectivity')).toHaveLength(1);
  });

  it('says the connection dropped when it went while the app was taking over a page that came online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { entryType: 'navigation', transferSize: 18_000 } as unknown as PerformanceEntry,
    ]);
    renderWithToaster();

    expect(await screen.findByText("You're offline")).toBeInTheDocument();
    expect(screen.queryByText('Limited Connectivity')).not.toBeInTheDocument();
  });

  it('stops listening once unmounted', async () => {
    const { unmount } = renderWithToaster();
    unmount();
    render(<Toaster />);
    goOffline();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText("You're offline")).not.toBeInTheDocument();
  });
});
