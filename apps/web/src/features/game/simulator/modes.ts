import type { A11yStore } from '../a11y/a11yStore';
import type { MODE_LABELS } from './texts';

/** The simulator's states (spec 3 section 3 "Simulator"): the menu and its four modes. */
export type SimulatorMode = 'default' | keyof typeof MODE_LABELS;

/**
 * The page's canvas, lent to the mode that draws: the mode starts its own Phaser game on
 * `parent` (loading Phaser lazily) and destroys it when it unmounts. The accessible layer beside
 * the canvas shows what `a11y` is given, as in the game.
 */
export interface SimulatorStage {
  parent: HTMLElement;
  a11y: A11yStore;
}

/** What every mode's side panel gets from the page. */
export interface SimulatorModeProps {
  courseId: number;
  /** The course's files prefix in the store (courseAssetsPrefix). */
  prefix: string;
  /** Null until the page has mounted the canvas. */
  stage: SimulatorStage | null;
  /** Back to the menu ('Welcome to story simulator!'). */
  back(): void;
}

/**
 * Chapter Simulator -> Checkpoint Simulator: play a chapter's files in order (spec 3 section 4,
 * simulator mode). The page switches to the checkpoint simulator with these `stories/` names.
 */
export interface CheckpointSimulatorProps extends SimulatorModeProps {
  /** `stories/` file names to play one after another; absent when opened from the menu. */
  chapterFiles?: readonly string[];
}

export interface ChapterSimulatorProps extends SimulatorModeProps {
  simulateChapter(filenames: readonly string[]): void;
}
