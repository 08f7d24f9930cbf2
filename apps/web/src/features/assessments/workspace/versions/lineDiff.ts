/** One line of a pane in the side-by-side view, marked when the other side lacks it. */
export interface DiffLine {
  text: string;
  changed: boolean;
}

/** Beyond this many lines a side, every differing line is marked without a longest-common match. */
const MAX_MATCHED_LINES = 2000;

/**
 * The lines of two texts, each marked when it is not part of their longest common subsequence of
 * lines: what the version has that the current code lacks, and the other way round.
 */
export function lineDiff(before: string, after: string): { before: DiffLine[]; after: DiffLine[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length > MAX_MATCHED_LINES || b.length > MAX_MATCHED_LINES) {
    return {
      before: a.map((text, i) => ({ text, changed: text !== b[i] })),
      after: b.map((text, i) => ({ text, changed: text !== a[i] })),
    };
  }
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    const row = lengths[i] as number[];
    const next = lengths[i + 1] as number[];
    for (let j = b.length - 1; j >= 0; j--) {
      row[j] = a[i] === b[j] ? (next[j + 1] ?? 0) + 1 : Math.max(next[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const keptA = new Set<number>();
  const keptB = new Set<number>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      keptA.add(i++);
      keptB.add(j++);
    } else if ((lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0)) i++;
    else j++;
  }
  return {
    before: a.map((text, k) => ({ text, changed: !keptA.has(k) })),
    after: b.map((text, k) => ({ text, changed: !keptB.has(k) })),
  };
}
