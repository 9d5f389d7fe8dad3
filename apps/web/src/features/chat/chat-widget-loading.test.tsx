import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of the widget's module for each test: the panel is loaded once per module, and here it must
// not be loaded yet.
async function freshChatWidget() {
  vi.resetModules();
  return (await import('./chat-widget')).ChatWidget;
}

beforeEach(() => {
  vi.spyOn(window, 'open').mockReturnValue(null);
});

afterEach(() => {
  vi.doUnmock('./chat-panel');
});

describe('ChatWidget loading on intent', () => {
  it('has no panel until the button is pointed at, then mounts it closed', async () => {
    const ChatWidget = await freshChatWidget();
    render(<ChatWidget />);
    const button = screen.getByRole('button', { name: 'Chat with us' });
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-controls');

    fireEvent.pointerEnter(button);
    const panel = await screen.findByRole('dialog', { hidden: true });
    expect(panel.dataset.state).toBe('closed');
    expect(panel).not.toBeVisible();
    expect(button).toHaveAttribute('aria-controls', panel.id);
  });

  it('opens when pressed before the panel has loaded, with the message box focused', async () => {
    // A slow phone: the panel arrives after the 300 ms opening animation is over.
    vi.doMock('./chat-panel', async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return vi.importActual('./chat-panel');
    });
    const ChatWidget = await freshChatWidget();
    render(<ChatWidget />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    });
    const panel = await screen.findByRole('dialog', { name: 'Aangan Support' }, { timeout: 3000 });
    expect(panel.dataset.state).toBe('open');
    expect(panel).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-expanded', 'true');
  });
});
