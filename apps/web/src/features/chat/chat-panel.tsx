import { HeadsetIcon } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useId } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { useChatConversation } from './use-chat-conversation';
import type { ChatPanelState } from './use-chat-panel-state';

/**
 * The chat window above the floating button. It stays mounted while closed (hidden), so the
 * conversation and a half-typed message survive closing it; `data-state` drives the animation.
 */
export function ChatPanel({
  id,
  state,
  onEscape,
  textareaRef,
}: {
  id: string;
  state: ChatPanelState;
  onEscape: () => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { messages, isSending, send } = useChatConversation();
  const titleId = useId();
  const { t } = useI18n();

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onEscape();
  }

  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      data-state={state}
      hidden={state === 'closed'}
      onKeyDown={handleKeyDown}
      className="pointer-events-auto flex h-[32rem] max-h-[min(70dvh,36rem)] w-[22.5rem] max-w-[calc(100vw-2rem)] origin-bottom-right flex-col overflow-hidden rounded-2xl border bg-surface shadow-xl motion-safe:data-[state=closing]:animate-chat-out motion-safe:data-[state=opening]:animate-chat-in motion-reduce:data-[state=closing]:hidden"
    >
      <header className="flex items-center gap-3 bg-brand px-4 py-3 text-brand-foreground">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15" aria-hidden="true">
          <HeadsetIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold text-sm leading-tight">
            {t('chat.title')}
          </h2>
          <p className="flex items-center gap-1.5 text-xs">
            <span className="size-2 rounded-full bg-emerald-300" aria-hidden="true" />
            {t('chat.subtitle')}
          </p>
        </div>
      </header>
      <ChatMessageList messages={messages} isSending={isSending} isShown={state !== 'closed'} />
      <ChatComposer isSending={isSending} onSend={send} textareaRef={textareaRef} />
    </section>
  );
}
