import { createContext, useContext } from 'react';

export type ShellDialog = 'about' | 'help' | 'courses' | 'create' | 'profile';

export interface ShellDialogs {
  open(dialog: ShellDialog): void;
  close(): void;
}

/** The navbar's dialogs are also opened from pages (the welcome page offers two of them). */
export const ShellDialogsContext = createContext<ShellDialogs | null>(null);

export function useShellDialogs(): ShellDialogs {
  const dialogs = useContext(ShellDialogsContext);
  if (!dialogs) throw new Error('useShellDialogs needs the shell layout');
  return dialogs;
}
