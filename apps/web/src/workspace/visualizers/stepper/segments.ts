import type { StepperRange, StepperStep } from '@sa/runner';

export interface CodeSegment {
  text: string;
  highlighted: boolean;
}

/** The step's code cut into plain and highlighted pieces, in order; ranges outside the code are clipped. */
export function codeSegments(code: string, highlights: readonly StepperRange[]): CodeSegment[] {
  const segments: CodeSegment[] = [];
  let at = 0;
  for (const { start, end } of [...highlights].sort((a, b) => a.start - b.start)) {
    const from = Math.max(at, Math.min(start, code.length));
    const to = Math.min(end, code.length);
    if (to <= from) continue;
    if (from > at) segments.push({ text: code.slice(at, from), highlighted: false });
    segments.push({ text: code.slice(from, to), highlighted: true });
    at = to;
  }
  if (at < code.length || segments.length === 0) segments.push({ text: code.slice(at), highlighted: false });
  return segments;
}

/**
 * The highlight in words, for a screen reader (the tab's code carries it as its description) and for
 * everyone: a colour alone does not say whether the marked text is about to change or has just changed.
 */
export function highlightDescription(step: StepperStep): string {
  const marked = codeSegments(step.code, step.highlights)
    .filter((s) => s.highlighted)
    .map((s) => s.text);
  if (marked.length === 0) return 'Nothing is highlighted in this step.';
  const list = marked.join(', ');
  return step.marker === 'after'
    ? `Highlighted, the result of the last reduction: ${list}`
    : `Highlighted, the next expression to reduce: ${list}`;
}
