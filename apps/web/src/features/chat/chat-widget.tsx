import { MessageCircleIcon, XIcon } from 'lucide-react';
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { withMessages } from '../../i18n/i18n';
import { useI18n } from '../../i18n/use-i18n';
import { cn } from '../../lib/utils';
import type { ChatPanel as ChatPanelComponent } from './chat-panel';
import { useChatPanelState } from './use-chat-panel-state';

let panelModule: Promise<typeof import('./chat-panel')> | undefined;
let loadedPanel: typeof ChatPanelComponent | undefined;

/**
 * Starts loading the panel (conversation, composer, their icons) and its words (the chat part): on intent, when
 * the button is pointed at, touched or focused, so a first visit's script does not carry them and a press still
 * opens it at once. The button's own two labels are in the layout part, there from the first render.
 */
export function loadChatPanel(): Promise<typeof import('./chat-panel')> {
  panelModule ??= withMessages(['chat'], () => import('./chat-panel'))().then((module) => {
    loadedPanel = module.ChatPanel;
    return module;
  });
  return panelModule;
}

const LazyChatPanel = lazy(() => loadChatPanel().then((module) => ({ default: module.ChatPanel })));

/** Rendered beside the lazy panel: its effect runs once the panel is in the page. */
function OnMounted({ setMounted }: { setMounted: (isMounted: boolean) => void }) {
  useEffect(() => setMounted(true), [setMounted]);
  return null;
}

/**
 * The floating chat button on every page and the panel it opens (docs/product.md §2 'Floating chat widget').
 * z-40 keeps it above the page but under dialogs (z-50); the safe-area insets keep it clear of
 * phone notches and home bars, and --action-bar-space (styles.css) of a page's bottom bar of primary actions.
 */
export function ChatWidget() {
  const { state, isOpen, isShown, toggle, close } = useChatPanelState();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { t } = useI18n();
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Already loaded (an earlier mount, a test): used directly, so the panel is there from the first render.
  const [Panel] = useState(() => loadedPanel ?? LazyChatPanel);
  const [isWanted, setWanted] = useState(false);
  const [isPanelMounted, setPanelMounted] = useState(false);
  // Once mounted the panel stays, hidden while closed, so the conversation and a half-typed message survive.
  const hasPanel = isWanted || isShown || Panel !== LazyChatPanel;

  useEffect(() => {
    // On opening, and when a press came before the panel had loaded (however long it took): into the box.
    if (isOpen && isPanelMounted) textarea.current?.focus();
  }, [isOpen, isPanelMounted]);

  function want() {
    setWanted(true);
    void loadChatPanel();
  }

  function closeAndReturnFocus() {
    close();
    button.current?.focus();
  }

  function handleButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && isOpen) closeAndReturnFocus();
  }

  return (
    <div className="pointer-events-none fixed right-[calc(1rem+env(safe-area-inset-right))] bottom-[calc(1rem+env(safe-area-inset-bottom)+var(--action-bar-space,0rem))] z-40 flex flex-col items-end gap-3">
      {hasPanel && (
        <Suspense fallback={null}>
          <Panel id={panelId} state={state} onEscape={closeAndReturnFocus} textareaRef={textarea} />
          <OnMounted setMounted={setPanelMounted} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        aria-label={isOpen ? t('layout.chat.close') : t('layout.chat.open')}
        aria-expanded={isOpen}
        aria-controls={hasPanel ? panelId : undefined}
        onPointerEnter={want}
        onTouchStart={want}
        onFocus={want}
        onClick={() => {
          want();
          toggle();
        }}
        onKeyDown={handleButtonKeyDown}
        className="pointer-events-auto flex size-14 cursor-pointer items-center justify-center rounded-full bg-brand text-brand-foreground shadow-lg transition hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 motion-safe:hover:scale-105 motion-safe:active:scale-95"
      >
        <MessageCircleIcon aria-hidden="true" className={cn('size-6', isOpen && 'hidden')} />
        <XIcon aria-hidden="true" className={cn('size-6', !isOpen && 'hidden')} />
      </button>
    </div>
  );
}
