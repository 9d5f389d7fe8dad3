import { LOCALE_TAGS, type Locale } from '@aangan/domain';
import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { cn } from '../../lib/utils';
import type { ChatMessage } from './use-chat-conversation';

/** A message's time in the page's language ('4:05 pm'; Hindi keeps Western digits). */
const timeFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(LOCALE_TAGS.en, { hour: 'numeric', minute: '2-digit' }),
  hi: new Intl.DateTimeFormat(LOCALE_TAGS.hi, { hour: 'numeric', minute: '2-digit' }),
};

/**
 * The conversation, newest at the bottom. The log is a polite live region so replies are read out;
 * the typing indicator sits outside it in its own status region (one announcement each, not two).
 */
export function ChatMessageList({
  messages,
  isSending,
  isShown,
}: {
  messages: ChatMessage[];
  isSending: boolean;
  isShown: boolean;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const { t } = useI18n();

  // Keep the newest message in view; also on opening, since a hidden panel has nothing to scroll.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are the moments the content grows or appears.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, isSending, isShown]);

  return (
    <div ref={scroller} className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto overscroll-contain px-4 py-4">
      <div role="log" aria-live="polite" aria-label={t('chat.conversation')} className="flex flex-col gap-3">
        {messages.map((message) => (
          <ChatBubble key={message.id} message={message} />
        ))}
      </div>
      <div role="status">{isSending && <TypingIndicator />}</div>
    </div>
  );
}

function ChatBubble({ message }: { message: ChatMessage }) {
  const isUser = message.sender === 'user';
  const { t, locale } = useI18n();
  return (
    <div className={cn('flex max-w-[85%] flex-col gap-1', isUser ? 'items-end self-end' : 'items-start self-start')}>
      <p
        className={cn(
          'whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
          isUser ? 'rounded-br-md bg-brand text-brand-foreground' : 'rounded-bl-md bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{`${isUser ? t('chat.speaker.you') : t('chat.title')}: `}</span>
        <span>{message.text}</span>
      </p>
      <time dateTime={message.timestamp.toISOString()} className="px-1 text-muted-foreground text-xs">
        {timeFormats[locale].format(message.timestamp)}
      </time>
    </div>
  );
}

function TypingIndicator() {
  const { t } = useI18n();
  return (
    <div className="flex w-fit items-center gap-2 rounded-2xl rounded-bl-md bg-muted px-3.5 py-2.5">
      <span className="flex gap-1" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 rounded-full bg-muted-foreground motion-safe:animate-bounce"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      <span className="text-muted-foreground text-xs">{t('chat.typing')}</span>
    </div>
  );
}
