import styles from '../game.module.css';
import type { A11yControl, A11yScreen } from '../services';
import { GAME_ACTIONS, GAME_STATUS } from '../texts';
import { type ControlBlock, controlBlocks } from './groups';

export interface A11yLayerProps {
  screen: A11yScreen | null;
  /** Shown in the status while there is no screen yet (loading, or why the game cannot start). */
  message: string;
}

/**
 * The accessible layer beside the canvas (issue 23, ADR on the layer): a status region with the
 * scene's name and the text the canvas shows now, and a real button or radio for every action the
 * canvas offers now, named as drawn. A checkpoint can be played to its end with these alone.
 */
export function A11yLayer({ screen, message }: A11yLayerProps) {
  return (
    <div className={styles.layer}>
      <div role="status" aria-label={GAME_STATUS} className={styles.status}>
        {screen ? (
          <>
            <p className={styles.scene}>{screen.scene}</p>
            {screen.lines.map((line, index) => (
              // Lines repeat ('Next' screens may show the same text twice): position is the identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their place
              <p key={index}>{line}</p>
            ))}
          </>
        ) : (
          <p>{message}</p>
        )}
      </div>
      {screen && screen.controls.length > 0 && (
        <section aria-label={GAME_ACTIONS} className={styles.controls}>
          {controlBlocks(screen.controls).map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks are rebuilt whole with each screen
            <Block key={`${block.group ?? ''}-${index}`} block={block} />
          ))}
        </section>
      )}
    </div>
  );
}

function Block({ block }: { block: ControlBlock }) {
  const items = block.controls.map((control, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: controls are rebuilt whole with each screen
    <Control key={`${control.label}-${index}`} control={control} group={block.group} />
  ));
  if (block.group === undefined) return <>{items}</>;
  if (block.radios) {
    return (
      <div role="radiogroup" aria-label={block.group} className={styles.group}>
        <span className={styles.groupName} aria-hidden="true">
          {block.group}
        </span>
        {items}
      </div>
    );
  }
  // A fieldset is a group named by its legend (a chapter card's title).
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupName}>{block.group}</legend>
      {items}
    </fieldset>
  );
}

function Control({ control, group }: { control: A11yControl; group: string | undefined }) {
  if (control.radio) {
    return (
      <label className={styles.radio}>
        <input
          type="radio"
          name={group ?? control.label}
          checked={control.radio.checked}
          onChange={() => control.onSelect()}
        />
        {control.label}
      </label>
    );
  }
  return (
    <button type="button" className={styles.button} onClick={() => control.onSelect()}>
      {control.label}
    </button>
  );
}
