import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface AuthDialogState {
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  openAuthDialog: () => void;
}

const AuthDialogContext = createContext<AuthDialogState | null>(null);

/** Holds whether the 'Account Access' dialog is open, so any screen can ask for sign-in. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(() => ({ isOpen, setOpen, openAuthDialog: () => setOpen(true) }), [isOpen]);
  return <AuthDialogContext value={value}>{children}</AuthDialogContext>;
}

export function useAuthDialog(): AuthDialogState {
  const state = useContext(AuthDialogContext);
  if (!state) throw new Error('useAuthDialog must be used inside AuthDialogProvider');
  return state;
}
