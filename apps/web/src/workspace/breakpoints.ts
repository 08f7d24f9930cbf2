/**
 * Spec 1 section 4: a breakpoint toggles on a gutter click, but not on an empty line or a line
 * that holds only a comment or a `debugger` statement (there is nothing there to pause at).
 */
export function canHoldBreakpoint(lineText: string): boolean {
  const text = lineText.trim();
  if (text === '') return false;
  if (text.startsWith('//')) return false;
  // A block comment's first line, or its closing line.
  if (text.startsWith('/*') || text === '*/') return false;
  if (/^debugger\s*;?\s*(\/\/.*)?$/.test(text)) return false;
  return true;
}

/** Adds the line if absent, removes it if present; keeps the list sorted. */
export function toggleLine(lines: readonly number[], line: number): number[] {
  return lines.includes(line) ? lines.filter((l) => l !== line) : [...lines, line].sort((a, b) => a - b);
}
