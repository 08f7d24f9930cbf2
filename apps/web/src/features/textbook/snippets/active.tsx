import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface ActiveSnippet {
  /** The open snippet's id in this section; null when every snippet is closed. */
  activeId: string | null;
  open(id: string): void;
  close(): void;
}

const ActiveSnippetContext = createContext<ActiveSnippet | null>(null);

/**
 * One open snippet per page: opening one closes the other. The open id is kept with the section
 * it was opened in, so moving to another section closes it without an effect or a stale frame.
 */
export function SnippetProvider({ section, children }: { section: string; children: ReactNode }) {
  const [opened, setOpened] = useState<{ section: string; id: string } | null>(null);
  const activeId = opened !== null && opened.section === section ? opened.id : null;
  const value = useMemo<ActiveSnippet>(
    () => ({
      activeId,
      open: (id) => setOpened({ section, id }),
      close: () => setOpened(null),
    }),
    [activeId, section],
  );
  return <ActiveSnippetContext.Provider value={value}>{children}</ActiveSnippetContext.Provider>;
}

/** The page's open snippet; outside a provider a snippet opens on its own (a lone preview). */
export function useActiveSnippet(): ActiveSnippet {
  const shared = useContext(ActiveSnippetContext);
  const [lone, setLone] = useState<string | null>(null);
  return shared ?? { activeId: lone, open: setLone, close: () => setLone(null) };
}
