import { type AssessmentOverview, assessmentRoutes, gameRoutes } from '@sa/contracts';
import { assessmentTypeSlug, type FullSaveState, type Role } from '@sa/domain';
import type { RouteCaller } from '../../../api/call';
import type { GameA11y, GameData, GameServices } from '../services';
import { assetAddress, fetchStoryText } from './assets';
import { loadRoomCode, submittedNumbers } from './loadGameData';

export interface ServiceDeps {
  call: RouteCaller;
  fetch: typeof fetch;
  courseId: number;
  prefix: string;
  role: Role;
  playerName: string;
  debug: boolean;
  a11y: GameA11y;
  data: GameData;
  overviews: AssessmentOverview[];
  /** `data.submittedAssessments` itself, refilled by refreshAssessments. */
  submitted: Set<string>;
  /** Opens an address in a new tab (window.open in the page). */
  openTab(path: string): void;
}

/** The scenes' one way out (services.ts): built once the Entry step has loaded its data. */
export function buildServices(deps: ServiceDeps): GameServices {
  const { call, courseId, role } = deps;
  const saves = role === 'student';
  let overviews = deps.overviews;
  const refreshAssessments = async (): Promise<void> => {
    overviews = await call(assessmentRoutes.overviews, { params: { courseId } }, { quiet: true }).catch(
      () => overviews,
    );
    // Refilled in place: a checkpoint being played reads this very set for its conditions.
    deps.submitted.clear();
    for (const number of submittedNumbers(overviews)) deps.submitted.add(number);
  };
  return {
    courseId,
    role,
    playerName: deps.playerName,
    saves,
    debug: deps.debug,
    assetUrl: (path) => assetAddress(deps.prefix, path),
    storyText: (filename) => fetchStoryText(deps.fetch, deps.prefix, filename),
    data: deps.data,
    a11y: deps.a11y,
    async save(state: FullSaveState) {
      deps.data.save = state;
      if (!saves) return;
      // Silent on failure (spec 3 section 7): the game goes on and the next save tries again.
      await call(
        gameRoutes.saveGameStates,
        { params: { courseId }, body: { gameStates: { ...state } } },
        { quiet: true },
      ).catch(() => undefined);
    },
    refreshAssessments,
    async reloadRoomCode() {
      await refreshAssessments();
      const code = await loadRoomCode(call, courseId, overviews);
      deps.data.roomCode = code;
      return code;
    },
    openAssessment(number) {
      const found = overviews.find((o) => o.number === number);
      if (!found) return;
      deps.openTab(`/courses/${courseId}/${assessmentTypeSlug(found.type)}/${found.id}/0`);
    },
  };
}
