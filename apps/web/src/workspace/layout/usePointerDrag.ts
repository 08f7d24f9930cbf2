import type { PointerEvent as ReactPointerEvent } from 'react';

/**
 * Pointer handlers for a drag handle: reports the pointer's movement since the drag began, so
 * callers turn it into a width, a height or an offset and clamp it themselves.
 */
export function pointerDrag(onMove: (dx: number, dy: number) => void, onStart?: () => void) {
  return {
    onPointerDown(event: ReactPointerEvent<HTMLElement>) {
      const { clientX, clientY, pointerId } = event;
      const target = event.currentTarget;
      target.setPointerCapture?.(pointerId);
      onStart?.();
      const move = (e: PointerEvent) => onMove(e.clientX - clientX, e.clientY - clientY);
      const end = () => {
        target.removeEventListener('pointermove', move);
        target.removeEventListener('pointerup', end);
        target.removeEventListener('pointercancel', end);
      };
      target.addEventListener('pointermove', move);
      target.addEventListener('pointerup', end);
      target.addEventListener('pointercancel', end);
      event.preventDefault();
    },
  };
}
