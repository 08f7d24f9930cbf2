import { Button, ButtonGroup } from '@blueprintjs/core';
import type { DataDrawing } from '@sa/runner';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useWorkspace } from '../../context';
import { useStore } from '../../createStore';
import { DataDiagram } from './DataDiagram';
import styles from './dataVisualizer.module.css';
import { describeDrawing } from './describe';

/**
 * The drawings of the last run's `draw_data` calls, one at a time: Previous and Next (or the left and
 * right arrow keys anywhere in the tab), the box-and-pointer diagram, and its text alternative.
 */
export function DataVisualizerView({ drawings }: { drawings: readonly DataDrawing[] }) {
  const [current, setCurrent] = useState(0);
  // A new run empties the list: its first drawing is shown first. REPL drawings only add to the count.
  const [shownEmpty, setShownEmpty] = useState(drawings.length === 0);
  if ((drawings.length === 0) !== shownEmpty) {
    setShownEmpty(drawings.length === 0);
    if (drawings.length === 0) setCurrent(0);
  }
  const descriptionId = useId();
  const index = Math.min(current, Math.max(0, drawings.length - 1));
  const drawing = drawings[index];
  const description = useMemo(() => (drawing ? describeDrawing(drawing) : []), [drawing]);

  if (!drawing) {
    return (
      <section className={styles.visualizer} aria-label="Data Visualizer">
        <p>
          The Data Visualizer draws your data as box-and-pointer diagrams. Call <code>draw_data</code> in your
          program, for example <code>draw_data(list(1, 2, 3));</code>, and run it.
        </p>
        <p>Each call makes one drawing of all its arguments; browse them with Previous and Next.</p>
      </section>
    );
  }

  const last = drawings.length - 1;
  const go = (next: number) => setCurrent(Math.min(last, Math.max(0, next)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const position = `Drawing ${index + 1} of ${drawings.length}`;

  return (
    // Arrow keys anywhere in the tab browse the drawings, as the buttons do.
    <section className={styles.visualizer} aria-label="Data Visualizer" onKeyDown={onKeyDown}>
      <div className={styles.controls}>
        <ButtonGroup>
          <Button icon="chevron-left" text="Previous" disabled={index === 0} onClick={() => go(index - 1)} />
          <Button
            rightIcon="chevron-right"
            text="Next"
            disabled={index === last}
            onClick={() => go(index + 1)}
          />
        </ButtonGroup>
        <p className={styles.position} aria-live="polite">
          {position}
        </p>
      </div>
      <DataDiagram
        drawing={drawing}
        label={`${position}: box-and-pointer diagram`}
        descriptionId={descriptionId}
      />
      <div id={descriptionId}>
        <h4 className={styles.descriptionTitle}>Text description</h4>
        <ol className={styles.description} aria-label="Text description">
          {description.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one line per draw_data argument, in order
            <li key={i}>{line}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The Data Visualizer tab's body, loaded on demand (see dataVisualizerTab). */
export default function DataVisualizer() {
  const { store } = useWorkspace();
  const drawings = useStore(store, (s) => s.dataDrawings);
  return <DataVisualizerView drawings={drawings} />;
}
