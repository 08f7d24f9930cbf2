// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ToneMatrixView from './ToneMatrixView';

/** The view bound to state, as the workspace binds it to its store. */
function Bound({
  initial = null,
  seen,
}: {
  initial?: boolean[][] | null;
  seen: (grid: boolean[][]) => void;
}) {
  const [grid, setGrid] = useState<boolean[][] | null>(initial);
  return (
    <ToneMatrixView
      grid={grid}
      onChange={(next) => {
        seen(next);
        setGrid(next);
      }}
    />
  );
}

const cell = (r: number, c: number) => screen.getByRole('button', { name: `Row ${r}, column ${c}` });
const pressedCount = () => screen.getAllByRole('button', { pressed: true }).length;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ToneMatrixView', () => {
  it('shows 16 by 16 toggle buttons, all off when never touched', () => {
    render(<ToneMatrixView grid={null} onChange={() => {}} />);
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(256);
    expect(cell(16, 16).getAttribute('aria-pressed')).toBe('false');
  });

  it('toggles a cell by click and reports the whole grid', async () => {
    const seen = vi.fn();
    render(<Bound seen={seen} />);
    await userEvent.click(cell(2, 3));
    expect(cell(2, 3).getAttribute('aria-pressed')).toBe('true');
    const grid = seen.mock.calls[0]?.[0] as boolean[][];
    expect(grid[1]?.[2]).toBe(true);
    expect(grid.flat().filter(Boolean)).toHaveLength(1);
    await userEvent.click(cell(2, 3));
    expect(cell(2, 3).getAttribute('aria-pressed')).toBe('false');
  });

  it('is operable from the keyboard: Tab in, arrows move, Enter and Space toggle', async () => {
    render(<Bound seen={() => {}} />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(cell(1, 1));
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(cell(3, 2));
    await userEvent.keyboard('{Enter}');
    expect(cell(3, 2).getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}[Space]');
    expect(document.activeElement).toBe(cell(2, 1));
    expect(cell(2, 1).getAttribute('aria-pressed')).toBe('true');
    // Only one cell is in the Tab order: the one last focused.
    expect(cell(2, 1).tabIndex).toBe(0);
    expect(cell(1, 1).tabIndex).toBe(-1);
  });

  it('clears and randomises', async () => {
    const full = Array.from({ length: 16 }, () => Array.from({ length: 16 }, () => true));
    render(<Bound initial={full} seen={() => {}} />);
    expect(pressedCount()).toBe(256);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    // Every 16th draw is under the 10% threshold: 16 cells come on.
    let draws = 0;
    vi.spyOn(Math, 'random').mockImplementation(() => (draws++ % 16 === 0 ? 0.05 : 0.5));
    await userEvent.click(screen.getByRole('button', { name: 'Randomise' }));
    expect(pressedCount()).toBe(16);
  });
});
