/**
 * Sourcereel's states and timer (spec 2 section 5, fact sheet C). The time of each input and the
 * timer are ms of recording, paused time excluded: `elapsedBeforePauseMs` is what was recorded up to
 * the last pause, `resumedAtMs` the clock reading when recording last (re)started.
 */

export type RecorderStatus = 'notStarted' | 'recording' | 'paused' | 'finished';

export type RecorderButton =
  | 'Record'
  | 'Pause'
  | 'Record Pause'
  | 'Resume'
  | 'Resume Here'
  | 'Stop'
  | 'Upload'
  | 'Reset';

const BUTTONS: Record<RecorderStatus, readonly RecorderButton[]> = {
  notStarted: ['Record'],
  recording: ['Pause', 'Record Pause', 'Reset'],
  paused: ['Resume', 'Resume Here', 'Stop', 'Reset'],
  finished: ['Upload', 'Reset'],
};

/** The buttons shown in a status, in order; Reset in every status but notStarted. */
export function recorderButtons(status: RecorderStatus): readonly RecorderButton[] {
  return BUTTONS[status];
}

export interface RecorderState {
  status: RecorderStatus;
  elapsedBeforePauseMs: number;
  /** Set while recording, `null` otherwise. */
  resumedAtMs: number | null;
}

export type RecorderAction =
  | { type: 'record' }
  | { type: 'pause' }
  | { type: 'resume' }
  /** Continue from the preview point: later time (and so later inputs and audio) is dropped. */
  | { type: 'resumeHere'; atMs: number }
  | { type: 'stop' }
  | { type: 'reset' };

export const INITIAL_RECORDER_STATE: RecorderState = {
  status: 'notStarted',
  elapsedBeforePauseMs: 0,
  resumedAtMs: null,
};

/**
 * The next state; an action its status has no button for leaves the state as it is (a double click
 * or a stale event must not restart or lose a recording).
 */
export function recorderReducer(state: RecorderState, action: RecorderAction, nowMs: number): RecorderState {
  switch (action.type) {
    case 'record':
      return state.status === 'notStarted'
        ? { status: 'recording', elapsedBeforePauseMs: 0, resumedAtMs: nowMs }
        : state;
    case 'pause':
      return state.status === 'recording'
        ? { status: 'paused', elapsedBeforePauseMs: recorderElapsedMs(state, nowMs), resumedAtMs: null }
        : state;
    case 'resume':
      return state.status === 'paused' ? { ...state, status: 'recording', resumedAtMs: nowMs } : state;
    case 'resumeHere': {
      if (state.status !== 'paused') return state;
      const atMs = Math.min(Math.max(action.atMs, 0), state.elapsedBeforePauseMs);
      return { status: 'recording', elapsedBeforePauseMs: atMs, resumedAtMs: nowMs };
    }
    case 'stop':
      return state.status === 'paused' ? { ...state, status: 'finished' } : state;
    case 'reset':
      return INITIAL_RECORDER_STATE;
  }
}

/** Ms recorded by `nowMs`, paused time excluded: the timer's value and each input's time. */
export function recorderElapsedMs(state: RecorderState, nowMs: number): number {
  const running =
    state.status === 'recording' && state.resumedAtMs !== null ? Math.max(nowMs - state.resumedAtMs, 0) : 0;
  return state.elapsedBeforePauseMs + running;
}
