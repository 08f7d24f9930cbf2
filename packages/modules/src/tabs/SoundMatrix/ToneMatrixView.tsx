import { Button } from '@blueprintjs/core';
import { type KeyboardEvent, useRef, useState } from 'react';

/** Rows and columns of the tone matrix. */
export const TONE_MATRIX_SIZE = 16;

/** Share of cells Randomise switches on. */
const RANDOM_ON_SHARE = 0.1;

type Grid = readonly (readonly boolean[])[];

function blankGrid(): boolean[][] {
  return Array.from({ length: TONE_MATRIX_SIZE }, () =>
    Array.from({ length: TONE_MATRIX_SIZE }, () => false),
  );
}

function copyOf(grid: Grid | null): boolean[][] {
  return blankGrid().map((row, r) => row.map((_, c) => grid?.[r]?.[c] === true));
}

// Arrow keys move the focus one cell, Home/End to the row's ends; the grid does not wrap.
const MOVES: Readonly<Record<string, (r: number, c: number) => [number, number]>> = {
  ArrowUp: (r, c) => [r - 1, c],
  ArrowDown: (r, c) => [r + 1, c],
  ArrowLeft: (r, c) => [r, c - 1],
  ArrowRight: (r, c) => [r, c + 1],
  Home: (r) => [r, 0],
  End: (r) => [r, TONE_MATRIX_SIZE - 1],
};

const clampIndex = (value: number) => Math.min(Math.max(value, 0), TONE_MATRIX_SIZE - 1);

/**
 * The Tone Matrix: 16 by 16 toggle buttons (rows top to bottom, columns left to right), what
 * `get_matrix()` reads at the next Run. One cell is in the Tab order at a time (the last one
 * focused); the arrow keys move between cells and Enter or Space toggles one.
 */
export default function ToneMatrixView({
  grid,
  onChange,
}: {
  grid: readonly (readonly boolean[])[] | null;
  onChange(grid: boolean[][]): void;
}) {
  const cells = copyOf(grid);
  const [focus, setFocus] = useState<[number, number]>([0, 0]);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const toggle = (r: number, c: number) => {
    const next = copyOf(grid);
    (next[r] as boolean[])[c] = !cells[r]?.[c];
    onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, r: number, c: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const [nr, nc] = move(r, c).map(clampIndex) as [number, number];
    setFocus([nr, nc]);
    buttons.current.get(`${nr},${nc}`)?.focus();
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 8 }}>
      <p style={{ margin: 0 }}>
        Switch cells on and off; <code>get_matrix()</code> reads them when the program runs.
      </p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button icon="eraser" text="Clear" onClick={() => onChange(blankGrid())} />
        <Button
          icon="random"
          text="Randomise"
          onClick={() => onChange(blankGrid().map((row) => row.map(() => Math.random() < RANDOM_ON_SHARE)))}
        />
      </div>
      <fieldset
        aria-label="Tone matrix"
        style={{
          margin: 0,
          border: 'none',
          display: 'grid',
          gridTemplateColumns: `repeat(${TONE_MATRIX_SIZE}, 20px)`,
          gap: 4,
          padding: 12,
          background: '#1c2127',
          width: 'max-content',
          borderRadius: 4,
        }}
      >
        {cells.map((row, r) =>
          row.map((on, c) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: cells never move, their position is their identity
              key={`${r},${c}`}
              type="button"
              ref={(element) => {
                if (element) buttons.current.set(`${r},${c}`, element);
                else buttons.current.delete(`${r},${c}`);
              }}
              aria-label={`Row ${r + 1}, column ${c + 1}`}
              aria-pressed={on}
              tabIndex={focus[0] === r && focus[1] === c ? 0 : -1}
              onFocus={() => setFocus([r, c])}
              onClick={() => toggle(r, c)}
              onKeyDown={(event) => onKeyDown(event, r, c)}
              style={{
                width: 20,
                height: 20,
                padding: 0,
                border: 'none',
                borderRadius: 3,
                cursor: 'pointer',
                background: on ? '#d3d8de' : '#404854',
              }}
            />
          )),
        )}
      </fieldset>
    </div>
  );
}
