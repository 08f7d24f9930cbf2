import { Button } from '@blueprintjs/core';
import type { PlacedEntry } from './describe';
import styles from './placement.module.css';
import { GROW, NOTHING_PLACED, PLACED_LABEL, REMOVE, SHRINK } from './texts';

export interface PlacedListProps {
  entries: readonly PlacedEntry[];
  selectedId: string | null;
  onSelect(id: string | null): void;
  onScale(grow: boolean): void;
  onRemove(): void;
}

/**
 * What is placed, as a list a keyboard user can work: an item's button selects it (pressed
 * while selected) and the selection can be grown, shrunk (by 1.02, as ']' and '[') or removed.
 */
export function PlacedList({ entries, selectedId, onSelect, onScale, onRemove }: PlacedListProps) {
  const selected = selectedId !== null && entries.some((entry) => entry.id === selectedId);
  return (
    <section aria-label={PLACED_LABEL}>
      <h3>{PLACED_LABEL}</h3>
      {entries.length === 0 ? (
        <p>{NOTHING_PLACED}</p>
      ) : (
        <ul className={styles.placed}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Button
                variant="minimal"
                alignText="left"
                text={entry.text}
                active={entry.id === selectedId}
                aria-pressed={entry.id === selectedId}
                onClick={() => onSelect(entry.id === selectedId ? null : entry.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.row}>
        <Button text={SHRINK} disabled={!selected} onClick={() => onScale(false)} />
        <Button text={GROW} disabled={!selected} onClick={() => onScale(true)} />
        <Button text={REMOVE} intent="danger" disabled={!selected} onClick={onRemove} />
      </div>
    </section>
  );
}
