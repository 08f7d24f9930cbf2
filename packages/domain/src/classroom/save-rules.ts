import { isPastDue } from './course-info';
import { CLASSROOM_TEXTS } from './texts';

/**
 * When the Classroom refuses to save or sign out (spec 3 section 5). Each rule answers the
 * message to show, or null when the action may go ahead.
 */
export function saveRefusal(input: { signedIn: boolean; dueDate?: string | null; now: Date }): string | null {
  if (!input.signedIn) return CLASSROOM_TEXTS.signInFirst;
  if (isPastDue(input.dueDate, input.now)) return CLASSROOM_TEXTS.pastDueDate;
  return null;
}

/** The save dialog's repository title for a new mission: required. */
export function repositoryTitleRefusal(title: string): string | null {
  return title.trim() === '' ? CLASSROOM_TEXTS.noRepositoryTitle : null;
}

/** Signing out of GitHub would lose unsaved changes: refused. */
export function logOutRefusal(unsavedChanges: boolean): string | null {
  return unsavedChanges ? CLASSROOM_TEXTS.unsavedChanges : null;
}

/**
 * Whether a failed write means the repository changed since it was loaded: GitHub answers 409
 * for a sha that no longer matches and 422 for a missing sha on a file that now exists. The
 * Classroom stops there and says so, never retrying without the sha.
 */
export function isChangedElsewhere(status: number | undefined): boolean {
  return status === 409 || status === 422;
}
