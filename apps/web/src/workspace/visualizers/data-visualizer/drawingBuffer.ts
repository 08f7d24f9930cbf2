import type { DataDrawing } from '@sa/runner';
import type { WorkspaceStore } from '../../state';

/** Drawings arriving together (draw_data in a loop) are gathered this long before one store update. */
const FLUSH_MS = 16;

/** Collects a run's drawings as the worker sends them and appends them to the store in batches. */
export function createDrawingBuffer(store: WorkspaceStore) {
  let pending: DataDrawing[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (pending.length === 0) return;
    const added = pending;
    pending = [];
    store.setState((s) => ({ dataDrawings: [...s.dataDrawings, ...added] }));
  };
  return {
    push(drawing: DataDrawing) {
      pending.push(drawing);
      timer ??= setTimeout(flush, FLUSH_MS);
    },
    flush,
  };
}
