import { Callout } from '@blueprintjs/core';

/** What the reference frontend hands a tab (only the part this tab reads). */
interface DebuggerContext {
  result?: { value?: unknown };
}

/**
 * The served tab of the `repeat` module for the public reference frontend: a small demonstration
 * that module tabs load, showing the program's value. It always spawns.
 */
function RepeatPanel({ value }: { value: unknown }) {
  return (
    <Callout title="Repeat module" intent="primary">
      <p>This tab comes with the repeat module: repeat(f, n), twice(f) and thrice(f).</p>
      <p>
        The program's value: <code>{describe(value)}</code>
      </p>
    </Callout>
  );
}

function describe(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  if (value === undefined) return 'undefined';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export default {
  toSpawn: (_dc: DebuggerContext) => true,
  body: (dc: DebuggerContext) => <RepeatPanel value={dc.result?.value} />,
  label: 'Repeat Test Tab',
  iconName: 'build',
};
