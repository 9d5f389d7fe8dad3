import { createContext, type ReactNode, type SyntheticEvent, useContext, useMemo, useState } from 'react';

/** The tabs the 'Account Access' dialog can open on. */
export type AuthDialogTab = 'login' | 'register';

interface AuthDialogState {
  isOpen: boolean;
  /** The tab the dialog shows when it opens. */
  initialTab: AuthDialogTab;
  setOpen: (open: boolean) => void;
  /**
   * Opens the dialog on a tab (Login unless told otherwise). Also usable as an onClick handler as is:
   * the click event it then receives is ignored.
   */
  openAuthDialog: (tab?: AuthDialogTab | SyntheticEvent) => void;
}

const AuthDialogContext = createContext<AuthDialogState | null>(null);

/** Holds whether the 'Account Access' dialog is open, so any screen can ask for sign-in. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [initialTab, setInitialTab] = useState<AuthDialogTab>('login');
  const value = useMemo(
    () => ({
      isOpen,
      initialTab,
      setOpen,
      openAuthDialog: (tab?: AuthDialogTab | SyntheticEvent) => {
        setInitialTab(tab === 'register' ? 'register' : 'login');
        setOpen(true);
      },
    }),
    [isOpen, initialTab],
  );
  return <AuthDialogContext value={value}>{children}</AuthDialogContext>;
}

export function useAuthDialog(): AuthDialogState {
  const state = useContext(AuthDialogContext);
  if (!state) throw new Error('useAuthDialog must be used inside AuthDialogProvider');
  return state;
}
