import { MessageCircleIcon, XIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/utils';
import { ChatPanel } from './chat-panel';
import { CHAT_COPY } from './messages';
import { useChatPanelState } from './use-chat-panel-state';

/**
 * The floating chat button on every page and the panel it opens (docs/product.md §2 'Floating chat widget').
 * z-40 keeps it above the page but under dialogs (z-50); the safe-area insets keep it clear of
 * phone notches and home bars.
 */
export function ChatWidget() {
  const { state, isOpen, toggle, close } = useChatPanelState();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (state === 'opening') textarea.current?.focus();
  }, [state]);

  function closeAndReturnFocus() {
    close();
    button.current?.focus();
  }

  function handleButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && isOpen) closeAndReturnFocus();
  }

  return (
    <div className="pointer-events-none fixed right-[calc(1rem+env(safe-area-inset-right))] bottom-[calc(1rem+env(safe-area-inset-bottom))] z-40 flex flex-col items-end gap-3">
      <ChatPanel id={panelId} state={state} onEscape={closeAndReturnFocus} textareaRef={textarea} />
      <button
        ref={button}
        type="button"
        aria-label={isOpen ? CHAT_COPY.close : CHAT_COPY.open}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        onKeyDown={handleButtonKeyDown}
        className="pointer-events-auto flex size-14 cursor-pointer items-center justify-center rounded-full bg-brand text-brand-foreground shadow-lg transition hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 motion-safe:hover:scale-105 motion-safe:active:scale-95"
      >
        <MessageCircleIcon aria-hidden="true" className={cn('size-6', isOpen && 'hidden')} />
        <XIcon aria-hidden="true" className={cn('size-6', !isOpen && 'hidden')} />
      </button>
    </div>
  );
}
