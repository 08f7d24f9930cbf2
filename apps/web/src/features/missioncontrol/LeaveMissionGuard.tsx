import { useRef } from 'react';
import { LeaveWarning } from '../../app/LeaveWarning';
import { EDITED_MISSION_ID } from './paths';

export const LEAVE_MISSION_WARNING = 'You have unsaved changes to this mission. Leave without saving them?';

const isEditorPath = (pathname: string) => pathname.startsWith(`/mission-control/${EDITED_MISSION_ID}/`);

/**
 * Asks before leaving the editor with unsaved changes: a dialog for a link inside the app, the
 * browser's own prompt for closing or reloading. Moving between the mission's questions keeps the
 * draft, so it is never asked there (nor after a structural edit, which saves first).
 */
export function LeaveMissionGuard({ unsaved }: { unsaved: boolean }) {
  const pending = useRef(unsaved);
  pending.current = unsaved;
  return <LeaveWarning pending={pending} message={LEAVE_MISSION_WARNING} within={isEditorPath} />;
}
