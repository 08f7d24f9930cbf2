import { head, list_to_vector } from 'js-slang/dist/stdlib/list';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import context, { resetTestContext } from '../test/context-stub';
import { clear_all_timeout, clear_matrix, get_matrix, set_timeout } from './index';

function matrixAsArrays(): boolean[][] {
  return list_to_vector(get_matrix() as never).map((row) => list_to_vector(row as never) as boolean[]);
}

/** What the runner does before a run: the page's grid in the slot's state. */
function sendGrid(grid: unknown): void {
  context.moduleContexts.sound_matrix = { state: { input: grid }, tabs: null };
}

beforeEach(() => resetTestContext());
afterEach(() => vi.useRealTimers());

describe('get_matrix', () => {
  it('is all off when the page sent no grid', () => {
    const rows = matrixAsArrays();
    expect(rows).toHaveLength(16);
    expect(rows.every((row) => row.length === 16 && row.every((cell) => cell === false))).toBe(true);
  });

  it('lists the rows from the bottom up, columns left to right', () => {
    const grid = Array.from({ length: 16 }, () => Array.from({ length: 16 }, () => false));
    (grid[0] as boolean[])[2] = true; // top row, third column
    (grid[15] as boolean[])[0] = true; // bottom row, first column
    sendGrid(grid);
    const rows = matrixAsArrays();
    expect(rows[0]?.[0]).toBe(true);
    expect(rows[15]?.[2]).toBe(true);
    expect(rows.flat().filter(Boolean)).toHaveLength(2);
    expect(typeof head(get_matrix() as never)).toBe('object');
  });

  it('ignores a malformed grid cell by cell', () => {
    sendGrid([[true, 'yes', 1], 'row']);
    const rows = matrixAsArrays();
    expect(rows[15]?.slice(0, 3)).toEqual([true, false, false]);
    expect(rows.flat().filter(Boolean)).toHaveLength(1);
  });

  it('reads all off after clear_matrix', () => {
    sendGrid(Array.from({ length: 16 }, () => Array.from({ length: 16 }, () => true)));
    clear_matrix();
    expect(matrixAsArrays().flat().some(Boolean)).toBe(false);
  });
});

describe('timers', () => {
  it('calls later, keeps errors, and clears', () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const first = set_timeout(() => calls.push('a'), 100);
    const second = set_timeout(() => {
      throw new Error('boom');
    }, 50);
    expect(second).not.toBe(first);
    set_timeout(() => calls.push('never'), 500);
    vi.advanceTimersByTime(200);
    expect(calls).toEqual(['a']);
    const state = (context.moduleContexts.sound_matrix as { state: { timers: { errors: unknown[] } } }).state;
    // js-slang's caller wraps a thrown JavaScript error as the REPL would show it.
    expect(state.timers.errors.map(String)).toEqual([expect.stringContaining('boom')]);
    clear_all_timeout();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['a']);
    expect(() => set_timeout(1 as never, 5)).toThrow(/^set_timeout expects f to be a function, received: 1$/);
  });
});

describe('timer callbacks after the program', () => {
  it('records a failing callback as an error line and notifies the runner after every callback', () => {
    vi.useFakeTimers();
    set_timeout(() => 1, 10);
    set_timeout(() => {
      throw new Error('boom');
    }, 20);
    const state = (
      context.moduleContexts.sound_matrix as {
        state: { outputs: unknown[]; notify?: () => void; dispose?: () => void };
      }
    ).state;
    const notified: number[] = [];
    state.notify = () => notified.push(state.outputs.length);
    vi.advanceTimersByTime(10);
    expect(notified).toEqual([0]);
    vi.advanceTimersByTime(10);
    expect(notified).toEqual([0, 1]);
    expect(state.outputs).toEqual([
      { module: 'sound_matrix', kind: 'error', text: expect.stringContaining('boom') },
    ]);
  });

  it('stops its timers when the runner disposes of the state', () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    set_timeout(() => calls.push('late'), 100);
    const state = (context.moduleContexts.sound_matrix as { state: { dispose?: () => void } }).state;
    state.dispose?.();
    vi.advanceTimersByTime(500);
    expect(calls).toEqual([]);
  });
});
