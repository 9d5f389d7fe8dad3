import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { ChatWidget, loadChatPanel } from './chat-widget';

const GREETING = 'Namaste! How can we help you with your property search today?';
const TYPING = 'Agent is typing…';
const SENT_REPLY = "Message sent! We'll respond to you shortly on WhatsApp.";
const FAILURE_REPLY =
  'There was an issue sending your message. Please try again or contact us directly at +91 98290 00000.';

let windowOpen: MockInstance<typeof window.open>;

// The panel loads on intent (chat-widget-loading.test.tsx); loaded once here, these tests time it exactly.
beforeAll(async () => {
  await loadChatPanel();
});

beforeEach(() => {
  // jsdom has no window.open; a blocked popup (null) is the default unless a test says otherwise.
  windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
});

afterEach(() => {
  vi.useRealTimers();
});

const panel = () => screen.getByRole('dialog', { hidden: true });
const messageBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send message' });
const log = () => screen.getByRole('log');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Renders the widget with fully manual timers and opens the panel; for exact timing checks. */
function renderOpenWithManualTimers() {
  vi.useFakeTimers();
  render(<ChatWidget />);
  fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
  advance(300);
}

/** Renders the widget for userEvent, whose waits need timers that also move on their own. */
async function renderOpenForTyping() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<ChatWidget />);
  await user.click(screen.getByRole('button', { name: 'Chat with us' }));
  advance(300);
  return user;
}

describe('ChatWidget panel', () => {
  it('goes closed → opening (300 ms) → open → closing (300 ms) → closed', () => {
    vi.useFakeTimers();
    render(<ChatWidget />);
    const button = screen.getByRole('button', { name: 'Chat with us' });
    expect(panel().dataset.state).toBe('closed');
    expect(panel()).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button);
    expect(panel().dataset.state).toBe('opening');
    expect(panel()).toBeVisible();
    expect(button).toHaveAttribute('aria-label', 'Close chat');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(messageBox()).toHaveFocus();
    advance(299);
    expect(panel().dataset.state).toBe('opening');
    advance(1);
    expect(panel().dataset.state).toBe('open');

    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(panel().dataset.state).toBe('closing');
    // Still shown while it animates out.
    expect(panel()).toBeVisible();
    expect(button).toHaveAttribute('aria-label', 'Chat with us');
    advance(299);
    expect(panel().dataset.state).toBe('closing');
    advance(1);
    expect(panel().dataset.state).toBe('closed');
    expect(panel()).not.toBeVisible();
  });

  it('turns around when the button is pressed mid-animation', () => {
    vi.useFakeTimers();
    render(<ChatWidget />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    advance(150);
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(panel().dataset.state).toBe('closing');
    // The opening timer was dropped: 150 ms later it is still closing, not open.
    advance(150);
    expect(panel().dataset.state).toBe('closing');
    advance(150);
    expect(panel().dataset.state).toBe('closed');
  });

  it('closes on Escape and gives focus back to the button', () => {
    renderOpenWithManualTimers();
    fireEvent.keyDown(messageBox(), { key: 'Escape' });
    expect(panel().dataset.state).toBe('closing');
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
    advance(300);
    expect(panel().dataset.state).toBe('closed');
  });

  it("starts with the agent's greeting and the default message ready to send", () => {
    renderOpenWithManualTimers();
    expect(screen.getByRole('heading', { name: 'Aangan Support' })).toBeInTheDocument();
    expect(within(log()).getByText(GREETING)).toBeInTheDocument();
    expect(messageBox()).toHaveValue('Hello, I need some inquiry');
    expect(sendButton()).not.toBeDisabled();
  });
});

describe('ChatWidget sending', () => {
  it('sends on Enter, while Shift+Enter only adds a new line', async () => {
    const user = await renderOpenForTyping();
    await user.clear(messageBox());
    await user.type(messageBox(), 'Need a 2 BHK{Shift>}{Enter}{/Shift}near Station Road');
    expect(messageBox()).toHaveValue('Need a 2 BHK\nnear Station Road');
    expect(within(log()).queryByText(/Need a 2 BHK/)).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(within(log()).getByText('Need a 2 BHK near Station Road')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
  });

  it('refuses empty or whitespace-only text', async () => {
    const user = await renderOpenForTyping();
    await user.clear(messageBox());
    expect(sendButton()).toBeDisabled();

    await user.type(messageBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    advance(2000);
    expect(log().children).toHaveLength(1);
    expect(screen.queryByText(TYPING)).not.toBeInTheDocument();
    expect(windowOpen).not.toHaveBeenCalled();
  });

  it('locks the input with a typing indicator for 1.5 s, then opens WhatsApp and confirms', () => {
    const whatsAppTab = { opener: window } as unknown as Window;
    windowOpen.mockReturnValue(whatsAppTab);
    renderOpenWithManualTimers();

    fireEvent.change(messageBox(), { target: { value: '  Is the Bikaner villa still available? 2 BHK & up  ' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter' });

    expect(within(log()).getByText('Is the Bikaner villa still available? 2 BHK & up')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
    expect(messageBox().readOnly).toBe(true);
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('status').textContent).toBe(TYPING);

    // A second message while the first is under way is refused and kept in the box.
    fireEvent.change(messageBox(), { target: { value: 'Another one' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    expect(within(log()).queryByText('Another one')).not.toBeInTheDocument();

    advance(1499);
    expect(windowOpen).not.toHaveBeenCalled();
    expect(messageBox().readOnly).toBe(true);

    advance(1);
    expect(windowOpen).toHaveBeenCalledTimes(1);
    expect(windowOpen).toHaveBeenCalledWith(
      'https://wa.me/919829000000?text=Is%20the%20Bikaner%20villa%20still%20available%3F%202%20BHK%20%26%20up',
      '_blank',
    );
    // The new tab gets no handle back to this page.
    expect(whatsAppTab.opener).toBeNull();
    expect(within(log()).getByText("Message sent! We'll respond to you shortly on WhatsApp.")).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(messageBox().readOnly).toBe(false);
    expect(messageBox()).toHaveValue('Another one');
    expect(sendButton()).not.toBeDisabled();
  });

  it('replies with the business number when the popup is blocked', async () => {
    const user = await renderOpenForTyping();
    await user.click(sendButton());
    expect(within(log()).getByText('Hello, I need some inquiry')).toBeInTheDocument();

    advance(1500);
    expect(windowOpen).toHaveBeenCalledWith(
      'https://wa.me/919829000000?text=Hello%2C%20I%20need%20some%20inquiry',
      '_blank',
    );
    expect(within(log()).getByText(FAILURE_REPLY)).toBeInTheDocument();
    expect(within(log()).queryByText(SENT_REPLY)).not.toBeInTheDocument();
    expect(messageBox().readOnly).toBe(false);
    // Focus stays in the composer for the next message.
    expect(messageBox()).toHaveFocus();
  });
});
