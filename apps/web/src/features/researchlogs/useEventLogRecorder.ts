import { useEffect, useState } from 'react';
import { useSession } from '../../app/session/hooks';
import type { WorkspaceHandle } from '../../workspace/context';
import type { EventLogBuffer } from './buffer';
import { pageEventLogBuffer } from './pageBuffer';
import { researchParticipant } from './participant';
import { startEventLogRecording } from './recording';

export interface RecordedPlace {
  /** Null in the playground. */
  assessmentId: number | null;
  questionId: number | null;
}

/**
 * Records the workspace's editing for research (spec 1 section 3) while the signed-in user's
 * research agreement in the current course is exactly true; with no answer, a refusal, no course
 * or no sign-in, nothing is recorded, and a change of mind stops the recording at once. One
 * session per mount: call it in the component mounted once per playground visit or question.
 * `place` null: this workspace has no editor to record (a multiple-choice question).
 */
export function useEventLogRecorder(
  handle: WorkspaceHandle,
  place: RecordedPlace | null,
  buffer: () => EventLogBuffer = pageEventLogBuffer,
): void {
  const participant = researchParticipant(useSession());
  const [sessionId] = useState(() => crypto.randomUUID());
  const assessmentId = place?.assessmentId ?? null;
  const questionId = place?.questionId ?? null;
  const recorded = place !== null && participant?.agreed === true;
  const userId = recorded ? participant.userId : null;
  const courseId = recorded ? participant.courseId : null;
  useEffect(() => {
    if (userId === null || courseId === null) return;
    const target = { sessionId, assessmentId, questionId, userId, courseId };
    return startEventLogRecording(handle, target, { buffer: buffer() });
  }, [handle, sessionId, assessmentId, questionId, userId, courseId, buffer]);
}
