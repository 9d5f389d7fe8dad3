import { useCallback, useEffect, useReducer } from 'react';

/** How long the panel takes to open or close (docs/product.md §4, §9); matches --animate-chat-in/out in styles.css. */
const CHAT_ANIMATION_MS = 300;

export type ChatPanelState = 'closed' | 'opening' | 'open' | 'closing';

type ChatPanelEvent = 'toggle' | 'close' | 'settle';

/** closed → opening → open → closing → closed; a toggle mid-animation turns it around. */
function nextChatPanelState(state: ChatPanelState, event: ChatPanelEvent): ChatPanelState {
  switch (event) {
    case 'toggle':
      return state === 'closed' || state === 'closing' ? 'opening' : 'closing';
    case 'close':
      return state === 'open' || state === 'opening' ? 'closing' : state;
    case 'settle':
      if (state === 'opening') return 'open';
      if (state === 'closing') return 'closed';
      return state;
  }
}

/** The chat panel's open/closed state, with the animation phases timed so tests and CSS can follow them. */
export function useChatPanelState() {
  const [state, dispatch] = useReducer(nextChatPanelState, 'closed');

  useEffect(() => {
    if (state !== 'opening' && state !== 'closing') return;
    // Cleared when the state changes first (a toggle mid-animation), so a stale timer never settles.
    const timer = setTimeout(() => dispatch('settle'), CHAT_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const toggle = useCallback(() => dispatch('toggle'), []);
  const close = useCallback(() => dispatch('close'), []);

  return {
    state,
    /** Open or on its way there: what the button offers to do next. */
    isOpen: state === 'opening' || state === 'open',
    /** The panel stays in the page while it animates out. */
    isShown: state !== 'closed',
    toggle,
    close,
  };
}
