import { achievementsArea } from '../features/achievements';
import { adminPanelArea } from '../features/adminpanel';
import { assessmentsArea } from '../features/assessments';
import { callbacksArea } from '../features/callbacks';
import { classroomArea } from '../features/classroom';
import { contributorsArea } from '../features/contributors';
import { gameArea, storySimulatorArea } from '../features/game';
import { gradingArea } from '../features/grading';
import { groundControlArea } from '../features/groundcontrol';
import { leaderboardArea } from '../features/leaderboard';
import { missionControlArea } from '../features/missioncontrol';
import { playgroundArea } from '../features/playground';
import { sourcecastArea } from '../features/sourcecast';
import { sourcereelArea } from '../features/sourcereel';
import { teamFormationArea } from '../features/teamformation';
import { textbookArea } from '../features/textbook';
import type { Area } from './area-rules/types';

/**
 * Every product area of this build. An area is a folder under src/features/ exporting an
 * `Area`; adding it here gives it its routes and navbar links. Areas not built yet are absent,
 * so they are neither linked nor routed.
 */
export const AREAS: readonly Area[] = [
  playgroundArea,
  gameArea,
  // Spec 1 section 2.4: 'Classroom' comes right before 'SICP JS'.
  classroomArea,
  textbookArea,
  sourcecastArea,
  // Its 'Achievements' link follows Playground (and Sourcecast, when built) as spec 1 section 2.4 orders them.
  achievementsArea,
  leaderboardArea,
  assessmentsArea,
  groundControlArea,
  teamFormationArea,
  gradingArea,
  sourcereelArea,
  storySimulatorArea,
  adminPanelArea,
  missionControlArea,
  callbacksArea,
  // The heart, just before the user menu (spec 1 section 2.4).
  contributorsArea,
];
