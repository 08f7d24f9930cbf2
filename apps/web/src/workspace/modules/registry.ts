import type { ComponentType } from 'react';
import type { WorkspaceState } from '../state';
import { CURVES_TAB } from './curves';
import { RUNES_TAB } from './runes';
import { SOUNDS_TAB } from './sounds';
import { TONE_MATRIX_TAB } from './toneMatrix';
import { VIDEO_TAB } from './video';

/**
 * A Source module's side tab in every workspace (playground, assessment, grading). Each module tab
 * adds its spec to MODULE_TABS; `useModuleTabs` turns them into side tabs. The body renders inside
 * the workspace (useWorkspace() gives the store and the execution) and is loaded lazily: its spec
 * file imports the view with React.lazy so a workspace that never shows it never loads it.
 */
export interface ModuleTabSpec {
  /** The side tab's id, e.g. 'module-rune'. */
  id: string;
  /** The tab's title, e.g. 'Runes'. */
  label: string;
  /** Whether the workspace shows the tab now (outputs of the last run, the question's library). */
  shows(state: WorkspaceState): boolean;
  /** The tab has something new (highlighted while not selected, like the visualizers). */
  alert?(state: WorkspaceState): boolean;
  Body: ComponentType;
  /**
   * Mounted by every workspace all the time, whether the tab shows or is selected or not (it
   * renders nothing): for effects that cannot wait for the tab to be opened, such as starting
   * the sounds `play` made and obeying `stop()`.
   */
  Background?: ComponentType;
}

/** Every module tab, in the order the side tabs list them. */
export const MODULE_TABS: readonly ModuleTabSpec[] = [
  RUNES_TAB,
  CURVES_TAB,
  SOUNDS_TAB,
  VIDEO_TAB,
  TONE_MATRIX_TAB,
  // (one entry per line: each module tab adds its own)
];
