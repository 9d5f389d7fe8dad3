import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { BUSINESS_PHONE } from '../../lib/site';
import { sendFailedReply } from './send-failed-reply';
import { openInNewWindow, whatsAppLink } from './whatsapp-link';

/** The simulated wait before the WhatsApp tab opens (docs/product.md §9). */
const CHAT_SEND_DELAY_MS = 1500;

/** A chat message; kept in memory only, never sent to the server (docs/product.md §3). */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'agent' | 'user';
  timestamp: Date;
}

/**
 * The conversation: the agent's greeting, the user's messages and the agent's replies. Sending hands
 * the text to WhatsApp after a short "typing" pause; there is no backend call (docs/product.md §7).
 */
export function useChatConversation() {
  const { i18n } = useI18n();
  const nextId = useRef(0);
  const makeMessage = useCallback((sender: ChatMessage['sender'], text: string): ChatMessage => {
    nextId.current += 1;
    return { id: `chat-${nextId.current}`, text, sender, timestamp: new Date() };
  }, []);

  const [messages, setMessages] = useState<ChatMessage[]>(() => [makeMessage('agent', i18n._('chat.greeting'))]);
  const [isSending, setIsSending] = useState(false);
  // The state lags a render behind; the ref stops a second Enter in the same tick from sending twice.
  const sending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Sends the text unless it is blank or a send is under way; true when it was accepted. */
  const send = useCallback(
    (input: string): boolean => {
      const text = input.trim();
      if (!text || sending.current) return false;
      sending.current = true;
      setIsSending(true);
      setMessages((list) => [...list, makeMessage('user', text)]);

      timer.current = setTimeout(() => {
        const opened = openInNewWindow(whatsAppLink(BUSINESS_PHONE, text));
        const t = i18n._.bind(i18n);
        const reply = opened ? t('chat.sent') : sendFailedReply(t, BUSINESS_PHONE);
        setMessages((list) => [...list, makeMessage('agent', reply)]);
        sending.current = false;
        setIsSending(false);
      }, CHAT_SEND_DELAY_MS);
      return true;
    },
    [makeMessage, i18n],
  );

  return { messages, isSending, send };
}
