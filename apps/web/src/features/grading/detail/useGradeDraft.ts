import type { GradingDetailGrade } from '@sa/contracts';
import { useState } from 'react';
import { draftOf, type GradeDraft, isDirty } from './gradeDraft';

export interface GradeDraftState {
  /** The grade as the server last gave it (or as last saved). */
  loaded: GradeDraft;
  draft: GradeDraft;
  dirty: boolean;
  edit(draft: GradeDraft): void;
  /** The server took the draft: it is the loaded grade now. */
  saved(): void;
  discard(): void;
}

/**
 * The grading editor's state, held by the workspace rather than the editor: the side tabs mount
 * only the open tab, and a look at the Task or the Autograder must not lose a comment. When the
 * server's grade changes (a reautograde resets the adjustment) the editor starts from it again.
 */
export function useGradeDraft(grade: GradingDetailGrade): GradeDraftState {
  const serverKey = JSON.stringify([grade.xp, grade.xpAdjustment, grade.comments]);
  const [seen, setSeen] = useState(serverKey);
  const [loaded, setLoaded] = useState(() => draftOf(grade));
  const [draft, setDraft] = useState(loaded);
  if (seen !== serverKey) {
    // React's way of resetting state from a changed prop: during render, before children see it.
    const fresh = draftOf(grade);
    setSeen(serverKey);
    setLoaded(fresh);
    setDraft(fresh);
  }
  return {
    loaded,
    draft,
    dirty: isDirty(draft, loaded),
    edit: setDraft,
    saved: () => setLoaded(draft),
    discard: () => setDraft(loaded),
  };
}
