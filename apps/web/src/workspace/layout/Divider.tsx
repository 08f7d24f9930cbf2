import { type KeyboardEvent, type RefObject, useRef } from 'react';
import { useWorkspace } from '../context';
import { useStore } from '../createStore';
import { snapEditorWidth } from '../limits';
import styles from '../workspace.module.css';
import { pointerDrag } from './usePointerDrag';

/** The draggable divider between the editor and the side content; arrow keys move it too. */
export function Divider({ container }: { container: RefObject<HTMLDivElement | null> }) {
  const { store } = useWorkspace();
  const editorWidth = useStore(store, (s) => s.editorWidth);
  const startWidth = useRef(editorWidth);

  const drag = pointerDrag(
    (dx) => {
      const total = container.current?.getBoundingClientRect().width ?? 0;
      if (total <= 0) return;
      store.setState({ editorWidth: snapEditorWidth(startWidth.current + (dx / total) * 100) });
    },
    () => {
      startWidth.current = store.getState().editorWidth;
    },
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowLeft' ? -5 : event.key === 'ArrowRight' ? 5 : 0;
    if (step === 0) return;
    event.preventDefault();
    store.setState({ editorWidth: snapEditorWidth(store.getState().editorWidth + step) });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable, draggable separator has no native element
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize editor and side content"
      aria-valuenow={Math.round(editorWidth)}
      aria-valuemin={0}
      aria-valuemax={100}
      tabIndex={0}
      className={styles.divider}
      onKeyDown={onKeyDown}
      {...drag}
    />
  );
}
