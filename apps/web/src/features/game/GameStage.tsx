import type { Ref } from 'react';
import styles from './game.module.css';
import { CANVAS_LABEL, GAME_REGION } from './texts';

/**
 * The 'Story game' region and the element Phaser draws in, shared by the game and the story
 * simulator. Game keys act only while this element has focus (the keyboard's target); a click
 * focuses it.
 */
export function GameStage({ ref, className }: { ref: Ref<HTMLDivElement>; className?: string }) {
  return (
    <section aria-label={GAME_REGION} className={className ?? styles.stage}>
      <div
        ref={ref}
        id="game-display"
        role="application"
        className={styles.canvasParent}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: an application region that takes the game's keys
        tabIndex={0}
        aria-label={CANVAS_LABEL}
        onPointerDown={(event) => event.currentTarget.focus()}
      />
    </section>
  );
}
