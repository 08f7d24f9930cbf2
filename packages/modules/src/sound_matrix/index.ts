/**
 * The tone matrix: a 16 by 16 grid of cells the Tone Matrix tab lets you switch on and off.
 * `get_matrix()` returns the grid as it was when the program was run.
 *
 * @module sound_matrix
 */
import { type List, vector_to_list } from 'js-slang/dist/stdlib/list';
import { expectFunction, expectNumber } from '../audio/checks';
import type { ModuleState } from '../protocol';
import { moduleState } from '../runtime/context';
import { emptyGrid, gridFromInput } from './grid';
import { Timers } from './timers';

/** The module's state: the grid the page sent (`input`) and the program's timers. */
interface MatrixState extends ModuleState {
  timers: Timers;
}

function state(): MatrixState {
  return moduleState<MatrixState>('sound_matrix', () => {
    const created: MatrixState = {
      outputs: [],
      timers: new Timers(),
      // A new Run drops this context: its timers must not go on playing over the new program.
      dispose: () => created.timers.clearAll(),
    };
    created.timers = new Timers(created);
    return created;
  });
}

/**
 * The tone matrix as it was when the program was run: a list of 16 rows, from the bottom row up,
 * each a list of 16 booleans from left to right (true for a cell that is on). All cells are off
 * if the matrix was never touched.
 * @returns a list of 16 lists of 16 booleans
 */
export function get_matrix(): List {
  const rows = gridFromInput(state().input).reverse();
  return vector_to_list(rows.map((row) => vector_to_list(row)));
}

/**
 * Switches every cell off, for the rest of this run (get_matrix then returns all off). The
 * matrix in the tab keeps its cells.
 * @returns undefined
 */
export function clear_matrix(): void {
  state().input = emptyGrid();
}

/**
 * Calls a function after a delay, once the program has finished.
 * @param f a function of no arguments
 * @param t the delay in milliseconds
 * @returns a number identifying the timer
 */
export function set_timeout(f: () => unknown, t: number): number {
  const callback = expectFunction(f, 'set_timeout', 'f') as () => unknown;
  return state().timers.start(callback, expectNumber(t, 'set_timeout', 't'));
}

/**
 * Cancels every timer set_timeout started that has not run yet.
 * @returns undefined
 */
export function clear_all_timeout(): void {
  state().timers.clearAll();
}
