import { globalValueText, type StoredLibrary } from '@sa/domain';
import type { SourceSession } from '@sa/runner';
import { useEffect, useRef, useState } from 'react';
import { loadBrowserSession } from '../../../workspace/browserRunner';

/** Waits for typing to pause before running the expressions again. */
const EVALUATE_AFTER_MS = 400;

/**
 * What each global's expression evaluates to in the library's chapter and variant (spec 3 section
 * 5): the value's text, or 'Invalid Expression' when the run fails or does not finish. The runs
 * use a runner session of their own, started on first need and freed with the form.
 */
export function useGlobalValues(library: StoredLibrary): Record<string, string> {
  const session = useRef<Promise<SourceSession> | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const { chapter, variant, execTimeMs, globals } = library;
  // The globals object is new on every edit of the library; its content says when to run again.
  const key = JSON.stringify(globals);
  const latest = useRef(globals);
  latest.current = globals;

  useEffect(
    () => () => {
      void session.current?.then((s) => s.dispose());
    },
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the globals (read from latest)
  useEffect(() => {
    const entries = Object.entries(latest.current);
    if (entries.length === 0) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      session.current ??= loadBrowserSession();
      const runner = await session.current;
      const next: Record<string, string> = {};
      for (const [identifier, expression] of entries) {
        // In parentheses: the text is one expression, never a statement or several.
        const outcome = await runner
          .run(`(${expression});`, { chapter, variant, execTimeMs: Math.max(1000, execTimeMs) })
          .catch(() => null);
        if (cancelled) return;
        next[identifier] = globalValueText(
          outcome?.status === 'finished' ? { ok: true, valueText: outcome.value } : { ok: false },
        );
      }
      setValues(next);
    }, EVALUATE_AFTER_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, chapter, variant, execTimeMs]);

  return values;
}
