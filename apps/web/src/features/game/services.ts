import type { Story } from '@sa/contracts';
import type { AwardMapping, FullSaveState, Role, RoomPreviewMapping } from '@sa/domain';

/**
 * What every Phaser scene of the story game may use, handed over once in the game's registry
 * (`game.registry.get(SERVICES_KEY)`): the data the Entry step loaded, the accessible layer, the
 * asset addresses and saving. Scenes never call the API or touch React themselves.
 */
export const SERVICES_KEY = 'services';

/** The scene names the status region announces (issue 23, accessible layer). */
export type SceneName =
  | 'Main Menu'
  | 'Chapter Select'
  | 'Awards Hall'
  | 'My Room'
  | 'Settings'
  | 'Key Bindings'
  | 'Checkpoint'
  | 'Story Simulator';

/** A real HTML button (or radio) beside the canvas for an action the canvas offers now. */
export interface A11yControl {
  /** Named exactly as drawn on the canvas. */
  label: string;
  onSelect: () => void;
  /** Controls sharing a group sit in a `role="group"` named so (a chapter card's title, 'SFX Volume'). */
  group?: string;
  /** A radio (checked or not) rather than a button. */
  radio?: { checked: boolean };
}

/** Everything the accessible layer shows for the current screen; each scene replaces it whole. */
export interface A11yScreen {
  scene: SceneName;
  /** The text shown now, in reading order ('Speaker: line', 'Checkpoint reached.', ...). */
  lines: string[];
  controls: A11yControl[];
}

export interface GameA11y {
  show(screen: A11yScreen): void;
}

export interface AwardState {
  award: AwardMapping;
  /** Owned and (for achievements) completed: drawn with its art; otherwise locked. */
  owned: boolean;
}

/** Loaded once before MainMenu (the Entry step, game-facts 3). */
export interface GameData {
  /** Sorted by openAt: a chapter's index is its position here. */
  stories: Story[];
  save: FullSaveState;
  awards: AwardState[];
  roomMapping: RoomPreviewMapping;
  /** `defaultCheckpoint.txt`'s text ('' when the course has none). */
  defaultCheckpoint: string;
  /** The MYROOM program (the first programming answer, else its template); null: none. */
  roomCode: string | null;
  /** The room's background path (game-facts 4), from the mapping and submitted assessments. */
  roomBackground: string;
  /** Assessment numbers the player has submitted (`userstate.assessments`). */
  submittedAssessments: ReadonlySet<string>;
  /** Asset keys of completed achievements. */
  completedAchievements: ReadonlySet<string>;
}

export interface GameServices {
  courseId: number;
  role: Role;
  playerName: string;
  /** Only students' games save (spec 3 section 6). */
  saves: boolean;
  /** Debug buttons ('Clear data', 'Use Mock Chapters'): off unless the flag is set. */
  debug: boolean;
  /** A course asset's address: `/assets/{prefix}{path without its leading /}`. */
  assetUrl(path: string): string;
  /** The text of a course file under `stories/`. */
  storyText(filename: string): Promise<string>;
  data: GameData;
  a11y: GameA11y;
  /** Sends the save to the server (students only; silent on failure, spec 3 section 7). */
  save(state: FullSaveState): Promise<void>;
  /** Refetches the MYROOM program ('Refresh Room'). */
  reloadRoomCode(): Promise<string | null>;
  /**
   * Refetches the player's assessments (update_assessment_status) so `data.submittedAssessments`
   * is current. Optional, added by the web's page.
   */
  refreshAssessments?(): Promise<void>;
  /** Opens an assessment by number in a new tab (navigate_to_assessment). */
  openAssessment(number: string): void;
  /** Only in the story simulator: where a simulated checkpoint goes instead of the game's menus. */
  simulation?: SimulationExits;
}

/** The story simulator's side of a simulated checkpoint (spec 3 section 4, simulator mode). */
export interface SimulationExits {
  /** 'Checkpoint reached.' has shown: the simulator plays its next file or returns to its menu. */
  checkpointDone(): void;
  /** The player left early (the escape menu's 'Main Menu', or 'Back' after a failure). */
  leave(): void;
}
