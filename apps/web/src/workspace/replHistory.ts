import { REPL_HISTORY_MAX } from './limits';

/**
 * REPL input history (spec 1 section 4): Up and Down browse earlier inputs, and the value being
 * typed before browsing started comes back when browsing ends. Pure, so it is tested alone.
 */
export interface ReplHistory {
  /** Newest first, at most REPL_HISTORY_MAX. */
  records: string[];
  /** Index into records while browsing; null when not browsing. */
  browseIndex: number | null;
  /** The input as it was when browsing began. */
  originalValue: string;
}

export const EMPTY_HISTORY: ReplHistory = { records: [], browseIndex: null, originalValue: '' };

export interface Browsed {
  history: ReplHistory;
  value: string;
}

export function recordInput(history: ReplHistory, code: string): ReplHistory {
  const records = code.trim() === '' ? history.records : [code, ...history.records];
  return { records: records.slice(0, REPL_HISTORY_MAX), browseIndex: null, originalValue: '' };
}

/** Up: one record older; the first press remembers what was being typed. */
export function browseOlder(history: ReplHistory, currentValue: string): Browsed {
  if (history.records.length === 0) return { history, value: currentValue };
  const browseIndex =
    history.browseIndex === null ? 0 : Math.min(history.browseIndex + 1, history.records.length - 1);
  const originalValue = history.browseIndex === null ? currentValue : history.originalValue;
  return { history: { ...history, browseIndex, originalValue }, value: history.records[browseIndex] ?? '' };
}

/** Down: one record newer; past the newest, browsing ends and the original value returns. */
export function browseNewer(history: ReplHistory, currentValue: string): Browsed {
  if (history.browseIndex === null) return { history, value: currentValue };
  if (history.browseIndex === 0) {
    return { history: { ...history, browseIndex: null, originalValue: '' }, value: history.originalValue };
  }
  const browseIndex = history.browseIndex - 1;
  return { history: { ...history, browseIndex }, value: history.records[browseIndex] ?? '' };
}
