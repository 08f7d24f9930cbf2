import {
  type AssessmentOverview,
  achievementRoutes,
  assessmentRoutes,
  gameRoutes,
  userRoutes,
} from '@sa/contracts';
import { parseAwardsMapping, parseRoomPreviewMapping, readFullSaveState, sortStories } from '@sa/domain';
import type { RouteCaller } from '../../../api/call';
import type { GameData } from '../services';
import { fetchStoryText } from './assets';
import { awardStates, completedAchievementIds, completedAchievementKeys } from './awards';
import { ROOM_ASSESSMENT_NUMBER, roomBackground, roomProgram } from './room';

export interface EntryDeps {
  call: RouteCaller;
  /** Plain fetch for the course's files (public, no token). */
  fetch: typeof fetch;
  courseId: number;
  /** The course's asset prefix, already resolved (`courseAssetsPrefix`). */
  prefix: string;
  now: Date;
}

export interface EntryResult {
  data: GameData;
  /** Kept to open an assessment by number and to refetch the room's program. */
  overviews: AssessmentOverview[];
  /** The very set `data.submittedAssessments` is, refilled when the story asks (update_assessment_status). */
  submitted: Set<string>;
}

/** Numbers of the assessments the player has submitted (`userstate.assessments.<n>`). */
export function submittedNumbers(overviews: readonly AssessmentOverview[]): string[] {
  return overviews.filter((o) => o.status === 'submitted').map((o) => o.number);
}

/** A failing optional call (achievements, assessments) leaves its part empty: the game still starts. */
async function orElse<T>(promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch {
    return fallback;
  }
}

function parsedOr<T>(parse: () => T, fallback: T): T {
  try {
    return parse();
  } catch {
    return fallback;
  }
}

/** MYROOM's program: the first programming answer, else its template; null when there is none. */
export async function loadRoomCode(
  call: RouteCaller,
  courseId: number,
  overviews: readonly AssessmentOverview[],
): Promise<string | null> {
  const room = overviews.find((o) => o.number === ROOM_ASSESSMENT_NUMBER);
  if (!room) return null;
  const assessment = await orElse(
    call(assessmentRoutes.show, { params: { courseId, assessmentId: room.id } }, { quiet: true }),
    null,
  );
  return assessment ? roomProgram(assessment) : null;
}

/**
 * The Entry step (spec 3 section 2.1, game-facts 3): chapters, the save, the course's three text
 * files, the player's achievements and assessments, the room's program and background. Only the
 * chapters and the save must load; the rest falls back to empty.
 */
export async function loadGameData(deps: EntryDeps): Promise<EntryResult> {
  const { call, courseId } = deps;
  const text = (filename: string) => fetchStoryText(deps.fetch, deps.prefix, filename);
  const [stories, user, defaultCheckpoint, awardsText, roomText, achievements, goals, overviews] =
    await Promise.all([
      call(gameRoutes.stories, { params: { courseId } }),
      call(userRoutes.user),
      text('defaultCheckpoint.txt'),
      text('awardsMapping.txt'),
      text('roomPreviewMapping.txt'),
      orElse(call(achievementRoutes.list, { params: { courseId } }, { quiet: true }), []),
      orElse(call(achievementRoutes.ownGoals, { params: { courseId } }, { quiet: true }), []),
      orElse(call(assessmentRoutes.overviews, { params: { courseId } }, { quiet: true }), []),
    ]);
  const save = readFullSaveState(user.courseRegistration?.gameStates ?? {});
  // A course's mapping file with a mistake costs its awards or room backgrounds, not the game.
  const roomMapping = parsedOr(() => parseRoomPreviewMapping(roomText), {});
  const awards = awardStates(
    parsedOr(() => parseAwardsMapping(awardsText), []),
    save.userSaveState,
    completedAchievementIds(achievements, goals),
  );
  const roomCode = await loadRoomCode(call, courseId, overviews);
  const submitted = new Set(submittedNumbers(overviews));
  const data: GameData = {
    stories: sortStories(stories),
    save,
    awards,
    roomMapping,
    defaultCheckpoint,
    roomCode,
    roomBackground: roomBackground(overviews, roomMapping, deps.now),
    submittedAssessments: submitted,
    completedAchievements: completedAchievementKeys(awards),
  };
  return { data, overviews, submitted };
}
