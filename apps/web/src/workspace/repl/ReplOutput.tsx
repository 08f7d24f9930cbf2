import { useEffect, useRef } from 'react';
import { useWorkspace } from '../context';
import { useStore } from '../createStore';
import type { ReplEntry } from '../state';
import styles from '../workspace.module.css';

const CLASS_OF: Record<ReplEntry['kind'], string | undefined> = {
  output: styles.replOutput,
  result: styles.replResult,
  error: styles.replError,
  input: styles.replInputEcho,
  notice: styles.replNotice,
};

/** Output lines, results, errors and notices of the program and the REPL, newest last. */
export function ReplOutput() {
  const { store } = useWorkspace();
  const output = useStore(store, (s) => s.output);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (output.length > 0) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [output]);

  return (
    <div className={styles.replLog} role="log" aria-label="REPL output">
      {output.map((entry, index) => (
        // Entries are only ever appended or cleared, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
        <pre key={index} className={CLASS_OF[entry.kind]} data-kind={entry.kind}>
          {entry.text}
        </pre>
      ))}
      <div ref={end} />
    </div>
  );
}
