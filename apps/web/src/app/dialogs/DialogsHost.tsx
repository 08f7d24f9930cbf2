import { type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { type ShellDialog, ShellDialogsContext } from './context';

export interface DialogProps {
  onClose(): void;
}

// Dialogs load on first use so they stay out of the login page's bundle.
const DIALOGS: Record<ShellDialog, ComponentType<DialogProps>> = {
  about: lazy(() => import('./AboutDialog')),
  help: lazy(() => import('./HelpDialog')),
  courses: lazy(() => import('./MyCoursesDialog')),
  create: lazy(() => import('./CreateCourseDialog')),
  profile: lazy(() => import('./ProfileDialog')),
};

export function DialogsHost({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShellDialog | null>(null);
  const api = useMemo(() => ({ open: setCurrent, close: () => setCurrent(null) }), []);
  const Dialog = current ? DIALOGS[current] : null;
  return (
    <ShellDialogsContext.Provider value={api}>
      {children}
      {Dialog ? (
        <Suspense fallback={null}>
          <Dialog onClose={api.close} />
        </Suspense>
      ) : null}
    </ShellDialogsContext.Provider>
  );
}
