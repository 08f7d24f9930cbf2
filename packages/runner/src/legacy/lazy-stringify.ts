/**
 * Showing values of the lazy variant. js-slang 1.0.80 represents a delayed expression as a plain
 * object `{ isMemoized, value, f }` (call-by-need: forcing runs `f` once and keeps `memoizedValue`),
 * and its stringify prints such objects as they are. Before a value is shown it is copied here with
 * every thunk forced, so the REPL shows `[1, [2, null]]`. Infinite lists (`const ones = pair(1,
 * ones);`) and very large structures are cut short: the copy holds a marker where it stops, which
 * `showMoreMarks` turns into `...` in the stringified text.
 */

export const LAZY_DISPLAY_LIMITS = {
  /** Elements of one list shown before '...'. */
  listElements: 20,
  /** Pairs and array slots copied in all; a structure beyond that shows '...' where it stops. */
  nodes: 2_000,
  /** Nesting depth (a list inside a list inside ...) beyond which a value shows as '...'. */
  depth: 50,
} as const;

export type LazyDisplayLimits = { readonly [K in keyof typeof LAZY_DISPLAY_LIMITS]: number };

/**
 * Stands for the part of a value that is not shown. A string, so stringify prints it quoted and
 * `showMoreMarks` finds it; random so that no student string is taken for it.
 */
const MORE = `__more_${Math.random().toString(36).slice(2, 10)}__`;
const QUOTED_MORE = `"${MORE}"`;

/** Replaces the quoted markers left by `forcedForDisplay` with '...'. */
export function showMoreMarks(text: string): string {
  return text.includes(QUOTED_MORE) ? text.split(QUOTED_MORE).join('...') : text;
}

interface Thunk {
  isMemoized: boolean;
  memoizedValue?: unknown;
  f: () => unknown;
}

function isThunk(value: unknown): value is Thunk {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    'isMemoized' in value &&
    typeof (value as { f?: unknown }).f === 'function'
  );
}

/** Call-by-need forcing, as the variant's runtime does it: a thunk's value is computed once. */
export function force(value: unknown): unknown {
  let current = value;
  while (isThunk(current)) {
    const thunk = current;
    if (thunk.isMemoized) return thunk.memoizedValue;
    const forced = force(thunk.f());
    thunk.isMemoized = true;
    thunk.memoizedValue = forced;
    current = forced;
  }
  return current;
}

function isPair(value: unknown): value is [unknown, unknown] {
  return Array.isArray(value) && value.length === 2;
}

/**
 * A copy of `value` with every thunk forced, lists cut after `limits.listElements` elements and the
 * whole copy after `limits.nodes` slots. Functions, strings, numbers and the like are kept as they
 * are. Forcing runs student code, so it may throw (a Source error of a delayed expression).
 */
export function forcedForDisplay(value: unknown, limits: LazyDisplayLimits = LAZY_DISPLAY_LIMITS): unknown {
  let nodes = limits.nodes;
  const copy = (raw: unknown, depth: number): unknown => {
    const v = force(raw);
    if (!Array.isArray(v)) return v;
    if (depth >= limits.depth) return MORE;
    if (isPair(v)) {
      // Walked iteratively: a long (or endless) list must not cost one stack frame per element.
      const heads: unknown[] = [];
      let rest: unknown = v;
      while (isPair(rest) && heads.length < limits.listElements && nodes > 0) {
        nodes -= 1;
        heads.push(copy(rest[0], depth + 1));
        rest = force(rest[1]);
      }
      let tail: unknown = isPair(rest) ? MORE : copy(rest, depth + 1);
      for (let i = heads.length - 1; i >= 0; i -= 1) tail = [heads[i], tail];
      return tail;
    }
    const out: unknown[] = [];
    for (const element of v) {
      if (nodes <= 0) {
        out.push(MORE);
        break;
      }
      nodes -= 1;
      out.push(copy(element, depth + 1));
    }
    return out;
  };
  return copy(value, 0);
}
