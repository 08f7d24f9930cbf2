import { defaultFullSaveState, parseAwardsMapping, type Role } from '@sa/domain';
import { assetAddress, fetchStoryText } from '../../entry/assets';
import { awardStates } from '../../entry/awards';
import type { GameA11y, GameData, GameServices, SimulationExits } from '../../services';

export interface SimulationServiceDeps {
  courseId: number;
  /** The course's files prefix (courseAssetsPrefix). */
  prefix: string;
  fetch: typeof fetch;
  role: Role;
  playerName: string;
  /** The page's accessible layer store: the scenes show each screen there, as in the game. */
  a11y: GameA11y;
  defaultCheckpoint: string;
  exits: SimulationExits;
}

/**
 * The game's services for a simulated checkpoint: a fresh save (nothing of the staff member's own
 * is read or written), the course's awards for 'Obtained {title}' and the awards menu, no chapters,
 * no assessments (their `userstate` conditions are asked Yes/No), and the simulator's exits.
 */
export async function buildSimulationServices(deps: SimulationServiceDeps): Promise<GameServices> {
  const awardsText = await fetchStoryText(deps.fetch, deps.prefix, 'awardsMapping.txt');
  const save = defaultFullSaveState();
  const data: GameData = {
    stories: [],
    save,
    awards: awardStates(awardsOf(awardsText), save.userSaveState, new Set()),
    roomMapping: {},
    defaultCheckpoint: deps.defaultCheckpoint,
    roomCode: null,
    roomBackground: '',
    submittedAssessments: new Set(),
    completedAchievements: new Set(),
  };
  return {
    courseId: deps.courseId,
    role: deps.role,
    playerName: deps.playerName,
    saves: false,
    debug: false,
    assetUrl: (path) => assetAddress(deps.prefix, path),
    storyText: (filename) => fetchStoryText(deps.fetch, deps.prefix, filename),
    data,
    a11y: deps.a11y,
    async save(state) {
      // Kept for the rest of this simulation only; never sent.
      data.save = state;
    },
    reloadRoomCode: async () => null,
    // A simulated navigate_to_assessment has no player's assessments to open.
    openAssessment: () => undefined,
    simulation: deps.exits,
  };
}

/** A mapping with a mistake costs the simulation its award titles, not the checkpoint. */
function awardsOf(text: string) {
  try {
    return parseAwardsMapping(text);
  } catch {
    return [];
  }
}
