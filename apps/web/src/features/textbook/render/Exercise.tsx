import { Button, Card } from '@blueprintjs/core';
import type { ExerciseNode } from '@sa/domain';
import { useState } from 'react';
import styles from '../textbook.module.css';
import { elementId, Nodes } from './Nodes';

/** An exercise card: its solution behind a toggle, or an invitation to write one. */
export function Exercise({ node }: { node: ExerciseNode }) {
  const [open, setOpen] = useState(false);
  const id = elementId(node.id);
  const hasSolution = (node.solution?.length ?? 0) > 0;
  return (
    <Card id={id} className={styles.exercise} role="group" aria-label={node.title}>
      <h5 className={styles.exerciseTitle}>{node.title}</h5>
      <Nodes nodes={node.child} />
      {hasSolution ? (
        <>
          <Button
            text={open ? 'Hide Solution' : 'Show Solution'}
            variant="minimal"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          />
          {open && (
            <div className={styles.solution}>
              <Nodes nodes={node.solution} />
            </div>
          )}
        </>
      ) : (
        <p className={styles.noSolution}>
          Nobody has written a solution to this exercise yet. If you have one, consider contributing it to the
          book's repository.
        </p>
      )}
    </Card>
  );
}
