import { chooseEngine, libraryEngine, type SourceEngine } from '@sa/domain';
import { useContext, useEffect, useSyncExternalStore } from 'react';
import { SessionContext } from '../app/session/hooks';
import type { WorkspaceStore } from './state';

/**
 * Keeps a workspace's default evaluator (ADR 0039): the question library's when the workspace shows
 * a question (an assessment, its grading), else the course's setting, else the fast path. Every
 * workspace of a course follows the setting: the playground, textbook snippets, sourcecasts, the
 * Classroom and the mission editor. A user's own pick (`engine`) still comes first.
 */
export function useDefaultEngine(
  store: WorkspaceStore,
  library?: { readonly languageOptions: Readonly<Record<string, string>> },
): SourceEngine {
  const course = useCourseEngine();
  const engine = chooseEngine({ library: library ? libraryEngine(library) : undefined, course });
  useEffect(() => store.setState({ defaultEngine: engine }), [store, engine]);
  return engine;
}

const noSubscription = () => () => {};
const noSession = () => null;

/** The course's setting; none where a workspace is shown without the app's session (a widget test). */
function useCourseEngine(): SourceEngine | undefined {
  const session = useContext(SessionContext);
  const snapshot = useSyncExternalStore(
    session?.subscribe ?? noSubscription,
    session?.getSnapshot ?? noSession,
  );
  return snapshot?.profile?.courseConfiguration?.sourceEngine;
}
