import { Button, Collapse } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { type ReactNode, useId, useState } from 'react';
import styles from './listing.module.css';

/** A listing section: a region named by its heading, whose heading button folds it away. */
export function CollapsibleSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h3 id={`${id}-title`} className={styles.sectionTitle}>
        <Button
          variant="minimal"
          size="large"
          icon={open ? <ChevronDownIcon /> : <ChevronRightIcon />}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((o) => !o)}
          text={title}
        />
      </h3>
      <Collapse isOpen={open}>
        <div id={`${id}-body`} className={styles.cards}>
          {children}
        </div>
      </Collapse>
    </section>
  );
}
