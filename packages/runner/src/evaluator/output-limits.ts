import type { RunOutcome } from '../protocol';
import { truncateText } from '../truncate';

/**
 * What one call (run or evaluate) may send to its host, in the browser and in Node alike. A student
 * REPL rarely prints more than a few hundred lines; an endless display loop prints ~250,000 lines a
 * second, each a message the host must handle (a page's REPL store, the server's event loop).
 */
export const OUTPUT_LIMITS = {
  /** Display lines forwarded per call; later lines are dropped and one notice line says so. */
  lines: 10_000,
  /** Characters of display output forwarded per call (a single huge line is cut to what is left). */
  chars: 1_000_000,
  /** Characters of the result value as text; a longer one is cut with a marker, so it never matches. */
  valueChars: 1_000_000,
  /** Characters of each error's text, and of the whole error text. */
  errorChars: 10_000,
  errorTextChars: 100_000,
} as const;

export type OutputLimits = { readonly [K in keyof typeof OUTPUT_LIMITS]: number };

export function truncationNotice(unit: 'lines' | 'characters', count: number): string {
  return `Output truncated after ${count} ${unit}.`;
}

/**
 * Wraps `post` so that one call forwards at most `limits.lines` lines and `limits.chars` characters,
 * then one notice line, then nothing. The program keeps running (its display calls still return
 * their value); only the forwarding stops.
 */
export function cappedOutput(
  post: (line: string) => void,
  limits: Pick<OutputLimits, 'lines' | 'chars'> = OUTPUT_LIMITS,
): (line: string) => void {
  let lines = 0;
  let chars = 0;
  let closed = false;
  return (line) => {
    if (closed) return;
    if (lines >= limits.lines) {
      closed = true;
      post(truncationNotice('lines', lines));
      return;
    }
    const room = limits.chars - chars;
    if (line.length > room) {
      closed = true;
      if (room > 0) post(line.slice(0, room));
      post(truncationNotice('characters', limits.chars));
      return;
    }
    lines += 1;
    chars += line.length;
    post(line);
  };
}

/** The outcome with its value and error texts cut to the limits. */
export function cappedOutcome(outcome: RunOutcome, limits: OutputLimits = OUTPUT_LIMITS): RunOutcome {
  switch (outcome.status) {
    case 'finished':
      return outcome.value.length <= limits.valueChars
        ? outcome
        : { ...outcome, value: truncateText(outcome.value, limits.valueChars) };
    case 'error':
      return {
        ...outcome,
        errors: outcome.errors.map((e) =>
          e.text.length <= limits.errorChars ? e : { ...e, text: truncateText(e.text, limits.errorChars) },
        ),
        text: truncateText(outcome.text, limits.errorTextChars),
      };
    default:
      return outcome;
  }
}
