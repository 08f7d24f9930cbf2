import type { KeyboardEvent } from 'react';
import { useWorkspace } from '../context';
import { useStore } from '../createStore';
import { REPL_MAX_LINES, REPL_MIN_LINES } from '../limits';
import { browseNewer, browseOlder } from '../replHistory';
import styles from '../workspace.module.css';

/** Lines the input shows: its own line count, between 1 and 20 (spec 1 section 9). */
export function replRows(value: string): number {
  const lines = value.split('\n').length;
  return Math.min(REPL_MAX_LINES, Math.max(REPL_MIN_LINES, lines));
}

/**
 * REPL input evaluated in the program's context. Enter evaluates, Shift-Enter breaks the line,
 * Up on the first line and Down on the last line browse the history.
 */
export function ReplInput() {
  const { store, execution } = useWorkspace();
  const value = useStore(store, (s) => s.replValue);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const input = event.currentTarget;
    const beforeCaret = input.value.slice(0, input.selectionStart);
    const afterCaret = input.value.slice(input.selectionEnd);
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void execution.evaluateRepl();
    } else if (event.key === 'ArrowUp' && !beforeCaret.includes('\n')) {
      event.preventDefault();
      const { history, value: next } = browseOlder(store.getState().replHistory, input.value);
      store.setState({ replHistory: history, replValue: next });
    } else if (event.key === 'ArrowDown' && !afterCaret.includes('\n')) {
      event.preventDefault();
      const { history, value: next } = browseNewer(store.getState().replHistory, input.value);
      store.setState({ replHistory: history, replValue: next });
    }
  };

  return (
    <textarea
      className={`bp6-input ${styles.replInput}`}
      aria-label="REPL input"
      placeholder="Enter a Source expression"
      spellCheck={false}
      rows={replRows(value)}
      value={value}
      onChange={(e) => store.setState({ replValue: e.target.value })}
      onKeyDown={onKeyDown}
    />
  );
}
