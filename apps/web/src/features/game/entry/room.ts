import type { Assessment, AssessmentOverview } from '@sa/contracts';
import type { RoomPreviewMapping } from '@sa/domain';

/** The room's background when no submitted assessment has a mapping (game-facts 4). */
export const DEFAULT_ROOM_BACKGROUND = '/locations/sourceCrashedPod.svg';

/** The number of the assessment whose program draws the room. */
export const ROOM_ASSESSMENT_NUMBER = 'MYROOM';

type OverviewLike = Pick<AssessmentOverview, 'number' | 'status' | 'closeAt'>;

/**
 * The background of the most recently closed submitted assessment that has a mapping; the
 * default crashed pod when there is none (game-facts 4, spec 3 section 2.2).
 */
export function roomBackground(
  overviews: readonly OverviewLike[],
  mapping: RoomPreviewMapping,
  now: Date,
): string {
  let best: { closeAt: number; path: string } | null = null;
  for (const overview of overviews) {
    const path = mapping[overview.number];
    const closeAt = Date.parse(overview.closeAt);
    if (path === undefined || overview.status !== 'submitted' || !(closeAt <= now.getTime())) continue;
    if (!best || closeAt > best.closeAt) best = { closeAt, path };
  }
  return best?.path ?? DEFAULT_ROOM_BACKGROUND;
}

/** The first programming question's answer, else its template; null when there is none. */
export function roomProgram(assessment: Pick<Assessment, 'questions'>): string | null {
  const question = assessment.questions.find((q) => q.type === 'programming');
  if (question?.type !== 'programming') return null;
  return typeof question.answer === 'string' && question.answer !== ''
    ? question.answer
    : question.solutionTemplate;
}
