import { Button } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';

export interface MultiItemDisplayProps<T> {
  items: readonly T[];
  renderItem(item: T, index: number): ReactNode;
}

/**
 * Shows one of several drawings at a time with Previous/Next buttons and a 'Call i of n' counter.
 * A program (or REPL input) may add drawings while the tab is open, so the remembered index is
 * clamped to the current list rather than trusted.
 */
export function MultiItemDisplay<T>({ items, renderItem }: MultiItemDisplayProps<T>): ReactNode {
  const [wanted, setWanted] = useState(0);
  const count = items.length;
  if (count === 0) return null;
  const index = Math.min(Math.max(wanted, 0), count - 1);
  const item = items[index] as T;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: '100%' }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
        }}
      >
        <Button
          icon="arrow-left"
          text="Previous"
          aria-label="Previous drawing"
          disabled={index === 0}
          onClick={() => setWanted(index - 1)}
        />
        <span aria-live="polite">
          Call {index + 1} of {count}
        </span>
        <Button
          endIcon="arrow-right"
          text="Next"
          aria-label="Next drawing"
          disabled={index === count - 1}
          onClick={() => setWanted(index + 1)}
        />
      </div>
      {/* Keyed by index: a drawing's own state (an animation's frame) does not carry to the next. */}
      <div key={index} style={{ width: '100%' }}>
        {renderItem(item, index)}
      </div>
    </div>
  );
}
