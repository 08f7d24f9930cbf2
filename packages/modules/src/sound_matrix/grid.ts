/** The tone matrix is 16 rows of 16 cells. */
export const MATRIX_SIZE = 16;

export type Grid = boolean[][];

export function emptyGrid(): Grid {
  return Array.from({ length: MATRIX_SIZE }, () => Array.from({ length: MATRIX_SIZE }, () => false));
}

/**
 * The grid the page sent with the run (rows top to bottom, columns left to right, true = on),
 * or all off when it sent none or something of another shape. Read cell by cell so a short or
 * odd row never leaks into the program.
 */
export function gridFromInput(input: unknown): Grid {
  const grid = emptyGrid();
  if (!Array.isArray(input)) return grid;
  grid.forEach((row, r) => {
    const sent: unknown = input[r];
    if (!Array.isArray(sent)) return;
    row.forEach((_, c) => {
      row[c] = sent[c] === true;
    });
  });
  return grid;
}
