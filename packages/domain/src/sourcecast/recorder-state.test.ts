import { describe, expect, it } from 'vitest';
import {
  INITIAL_RECORDER_STATE,
  type RecorderAction,
  type RecorderState,
  type RecorderStatus,
  recorderButtons,
  recorderElapsedMs,
  recorderReducer,
} from './recorder-state';

describe('recorderButtons', () => {
  it('shows the spec buttons for each status, Reset in all but notStarted', () => {
    expect(recorderButtons('notStarted')).toEqual(['Record']);
    expect(recorderButtons('recording')).toEqual(['Pause', 'Record Pause', 'Reset']);
    expect(recorderButtons('paused')).toEqual(['Resume', 'Resume Here', 'Stop', 'Reset']);
    expect(recorderButtons('finished')).toEqual(['Upload', 'Reset']);
  });
});

function run(steps: [RecorderAction, number][]): RecorderState {
  return steps.reduce((state, [action, now]) => recorderReducer(state, action, now), INITIAL_RECORDER_STATE);
}

describe('recorderReducer and the elapsed time', () => {
  it('records, pauses, resumes and stops, excluding paused time', () => {
    const recording = run([[{ type: 'record' }, 1000]]);
    expect(recording.status).toBe('recording');
    expect(recorderElapsedMs(recording, 1500)).toBe(500);

    const paused = recorderReducer(recording, { type: 'pause' }, 3000);
    expect(paused).toEqual({ status: 'paused', elapsedBeforePauseMs: 2000, resumedAtMs: null });
    expect(recorderElapsedMs(paused, 60_000)).toBe(2000);

    const resumed = recorderReducer(paused, { type: 'resume' }, 10_000);
    expect(recorderElapsedMs(resumed, 10_250)).toBe(2250);

    const finished = recorderReducer(
      recorderReducer(resumed, { type: 'pause' }, 11_000),
      { type: 'stop' },
      12_000,
    );
    expect(finished.status).toBe('finished');
    expect(recorderElapsedMs(finished, 99_000)).toBe(3000);
  });

  it('resumes here from the preview point, never later than what was recorded', () => {
    const paused = run([
      [{ type: 'record' }, 0],
      [{ type: 'pause' }, 5000],
    ]);
    const here = recorderReducer(paused, { type: 'resumeHere', atMs: 1200 }, 8000);
    expect(here.status).toBe('recording');
    expect(recorderElapsedMs(here, 8100)).toBe(1300);
    expect(recorderReducer(paused, { type: 'resumeHere', atMs: 9999 }, 8000).elapsedBeforePauseMs).toBe(5000);
    expect(recorderReducer(paused, { type: 'resumeHere', atMs: -3 }, 8000).elapsedBeforePauseMs).toBe(0);
  });

  it('resets from every status to notStarted with the timer at zero', () => {
    const states: RecorderState[] = [
      run([[{ type: 'record' }, 0]]),
      run([
        [{ type: 'record' }, 0],
        [{ type: 'pause' }, 10],
      ]),
      run([
        [{ type: 'record' }, 0],
        [{ type: 'pause' }, 10],
        [{ type: 'stop' }, 20],
      ]),
    ];
    for (const state of states) {
      expect(recorderReducer(state, { type: 'reset' }, 30)).toEqual(INITIAL_RECORDER_STATE);
    }
  });

  it('ignores every action its status shows no button for', () => {
    const byStatus: Record<RecorderStatus, RecorderState> = {
      notStarted: INITIAL_RECORDER_STATE,
      recording: run([[{ type: 'record' }, 0]]),
      paused: run([
        [{ type: 'record' }, 0],
        [{ type: 'pause' }, 10],
      ]),
      finished: run([
        [{ type: 'record' }, 0],
        [{ type: 'pause' }, 10],
        [{ type: 'stop' }, 20],
      ]),
    };
    const actions: [RecorderAction, string][] = [
      [{ type: 'record' }, 'Record'],
      [{ type: 'pause' }, 'Pause'],
      [{ type: 'resume' }, 'Resume'],
      [{ type: 'resumeHere', atMs: 0 }, 'Resume Here'],
      [{ type: 'stop' }, 'Stop'],
    ];
    const statuses: RecorderStatus[] = ['notStarted', 'recording', 'paused', 'finished'];
    for (const status of statuses) {
      const state = byStatus[status];
      for (const [action, button] of actions) {
        const next = recorderReducer(state, action, 50);
        const shown = recorderButtons(status).some((shownButton) => shownButton === button);
        expect(next === state, `${button} in ${status}`).toBe(!shown);
      }
    }
  });

  it('never counts backwards if the clock does', () => {
    expect(recorderElapsedMs(run([[{ type: 'record' }, 1000]]), 900)).toBe(0);
  });
});
