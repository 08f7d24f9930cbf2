import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { pointerDrag } from '../../../workspace/layout/usePointerDrag';
import styles from './snippets.module.css';

export const FRAME_DEFAULT_PX = 500;
export const FRAME_MIN_PX = 250;
export const FRAME_MAX_PX = 2000;
/** How far one arrow key press moves the bottom edge. */
const KEY_STEP_PX = 50;

export const FRAME_HANDLE_LABEL = 'Resize snippet workspace';

export function clampFrameHeight(px: number): number {
  return Math.min(FRAME_MAX_PX, Math.max(FRAME_MIN_PX, Math.round(px)));
}

/** A box 500 px high whose bottom edge (only) is dragged, or moved with the arrow keys. */
export function ResizableFrame({ children }: { children: ReactNode }) {
  const [height, setHeight] = useState(FRAME_DEFAULT_PX);
  const dragStart = useRef(height);
  const drag = pointerDrag(
    (_dx, dy) => setHeight(clampFrameHeight(dragStart.current + dy)),
    () => {
      dragStart.current = height;
    },
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const next: Record<string, number> = {
      ArrowDown: height + KEY_STEP_PX,
      ArrowUp: height - KEY_STEP_PX,
      Home: FRAME_MIN_PX,
      End: FRAME_MAX_PX,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setHeight(clampFrameHeight(target));
  };
  return (
    <div className={styles.frameOuter}>
      <div className={styles.frame} style={{ height }} data-testid="snippet-frame">
        {children}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a draggable handle has no native element */}
      <div
        className={styles.frameHandle}
        role="separator"
        aria-orientation="horizontal"
        aria-label={FRAME_HANDLE_LABEL}
        aria-valuemin={FRAME_MIN_PX}
        aria-valuemax={FRAME_MAX_PX}
        aria-valuenow={height}
        tabIndex={0}
        onKeyDown={onKeyDown}
        {...drag}
      />
    </div>
  );
}
