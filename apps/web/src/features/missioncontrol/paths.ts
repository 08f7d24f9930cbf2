/** The editor's own mission: spec 3 section 2.5 opens the editing workspace for id -1. */
export const EDITED_MISSION_ID = -1;
export const DEFAULT_QUESTION_ID = 0;

export const missionControlPath = (question?: number) =>
  question === undefined ? '/mission-control' : `/mission-control/${EDITED_MISSION_ID}/${question}`;

export type MissionRoute = { ok: true; assessmentId: number | null; questionId: number } | { ok: false };

/** The route's ids: assessmentId may be negative, questionId is digits; both optional. */
export function parseMissionRoute(
  assessmentId: string | undefined,
  questionId: string | undefined,
): MissionRoute {
  if (assessmentId !== undefined && !/^-?\d+$/.test(assessmentId)) return { ok: false };
  if (questionId !== undefined && !/^\d+$/.test(questionId)) return { ok: false };
  return {
    ok: true,
    assessmentId: assessmentId === undefined ? null : Number(assessmentId),
    questionId: questionId === undefined ? DEFAULT_QUESTION_ID : Number(questionId),
  };
}
