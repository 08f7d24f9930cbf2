/** Spec 1 section 9 and spec 3 section 5: execution time and step limit bounds. */
export const EXEC_TIME_DEFAULT_MS = 1000;
export const EXEC_TIME_MIN_MS = 1000;
export const STEP_LIMIT_DEFAULT = 1000;
export const STEP_LIMIT_MIN = 500;
export const STEP_LIMIT_MAX = 5000;
/** Spec 1 section 9: at most 50 REPL history records. */
export const REPL_HISTORY_MAX = 50;
/** Spec 1 section 9: the REPL input shows 1 to 20 lines. */
export const REPL_MIN_LINES = 1;
export const REPL_MAX_LINES = 20;
/** Spec 1 section 9: editor font size 17, editor width 50%. */
export const EDITOR_FONT_SIZE_PX = 17;
export const EDITOR_WIDTH_DEFAULT_PERCENT = 50;

/** A usable execution time: whole milliseconds, never below the minimum. */
export function clampExecTime(value: number): number {
  if (!Number.isFinite(value)) return EXEC_TIME_DEFAULT_MS;
  return Math.max(EXEC_TIME_MIN_MS, Math.round(value));
}

export function clampStepLimit(value: number): number {
  if (!Number.isFinite(value)) return STEP_LIMIT_DEFAULT;
  return Math.min(STEP_LIMIT_MAX, Math.max(STEP_LIMIT_MIN, Math.round(value)));
}

/** Spec 1 section 2.7: dragging the side content beyond 95% fills it, below 5% collapses it. */
export function snapEditorWidth(editorPercent: number): number {
  const percent = Math.min(100, Math.max(0, editorPercent));
  if (percent < 5) return 0; // the side content is above 95%: it fills the width
  if (percent > 95) return 100; // the side content is below 5%: it collapses
  return percent;
}

/** Spec 1 section 2.7: the mobile REPL panel is dragged up to 500 px. */
export const MOBILE_REPL_MAX_PX = 500;
/** Spec 3 section 9: the on-screen code keyboard moves within -200..200 px. */
export const KEYBOARD_OFFSET_LIMIT_PX = 200;

export function clampReplHeight(px: number): number {
  return Math.min(MOBILE_REPL_MAX_PX, Math.max(0, Math.round(px)));
}

export function clampKeyboardOffset(px: number): number {
  return Math.min(KEYBOARD_OFFSET_LIMIT_PX, Math.max(-KEYBOARD_OFFSET_LIMIT_PX, Math.round(px)));
}
