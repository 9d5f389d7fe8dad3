import { useReducer } from 'react';
import type { AuthDialogTab } from '../../lib/auth-dialog';

/** What the dialog shows: a tab, the email-verification code view, or the password reset. */
type AuthView = AuthDialogTab | 'code' | 'reset';

interface ViewsState {
  view: AuthView;
  /** The address carried between views: where the code went, or what prefills Login and the reset. */
  email: string;
  /** False until the person moves between views; then each new view focuses its first field. */
  hasMoved: boolean;
}

type ViewsAction =
  | { type: 'tab'; tab: AuthDialogTab }
  | { type: 'code'; email: string }
  | { type: 'reset'; email: string }
  | { type: 'login'; email?: string };

function reduceViews(state: ViewsState, action: ViewsAction): ViewsState {
  switch (action.type) {
    case 'tab':
      return { ...state, view: action.tab };
    case 'code':
      return { view: 'code', email: action.email, hasMoved: true };
    case 'reset':
      return { view: 'reset', email: action.email, hasMoved: true };
    case 'login':
      return { view: 'login', email: action.email ?? state.email, hasMoved: true };
  }
}

/**
 * The dialog's views (docs/product.md §4 'Auth dialog'). The state lives inside the dialog's content, which unmounts
 * on close, so every opening starts afresh on the requested tab.
 */
export function useAuthDialogViews(initialTab: AuthDialogTab) {
  const [state, dispatch] = useReducer(reduceViews, { view: initialTab, email: '', hasMoved: false });
  return {
    ...state,
    showTab: (tab: AuthDialogTab) => dispatch({ type: 'tab', tab }),
    showCode: (email: string) => dispatch({ type: 'code', email }),
    startReset: (email: string) => dispatch({ type: 'reset', email }),
    showLogin: (email?: string) => dispatch({ type: 'login', email }),
  };
}
