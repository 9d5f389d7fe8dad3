import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { loadI18n } from '../../i18n/i18n';
import { ChatWidget } from './chat-widget';

beforeEach(() => {
  // A blocked popup: the reply gives the number to call instead.
  vi.spyOn(window, 'open').mockReturnValue(null);
});

// A Hindi page as the browser has it: only the parts it started with, so the panel must bring its own words.
describe('the chat in Hindi', () => {
  it('names the button, greets, sends and replies in Hindi, the panel loading its words with it', async () => {
    const hindi = await loadI18n('hi');
    expect(hindi.messages['chat.greeting']).toBeUndefined();
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={createQueryClient()} i18n={hindi}>
        <ChatWidget />
      </AppProviders>,
    );

    await user.click(screen.getByRole('button', { name: 'हमसे चैट करें' }));

    const panel = await screen.findByRole('dialog', { name: 'आँगन सपोर्ट' });
    expect(within(panel).getByText('आम तौर पर कुछ ही मिनटों में जवाब देते हैं')).toBeInTheDocument();
    const log = within(screen.getByRole('log', { name: 'बातचीत' }));
    expect(log.getByText('नमस्ते! आज प्रॉपर्टी ढूँढने में हम आपकी क्या मदद कर सकते हैं?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'चैट बंद करें' })).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'मैसेज' });
    expect(box).toHaveValue('नमस्ते, मुझे कुछ जानकारी चाहिए');

    await user.click(screen.getByRole('button', { name: 'मैसेज भेजें' }));

    expect(screen.getByRole('status')).toHaveTextContent('एजेंट लिख रहा है…');
    expect(
      await log.findByText('आपका मैसेज भेजने में दिक्कत हुई। कृपया फिर से कोशिश करें या हमें सीधे +91 98290 00000 पर संपर्क करें।'),
    ).toBeInTheDocument();
    expect(log.getAllByText('आप:', { exact: false })).toHaveLength(1);
  });
});
