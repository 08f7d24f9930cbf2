import { isValidChapterVariant, SOURCE_CHAPTERS, SOURCE_ENGINES, SOURCE_VARIANTS } from '@sa/domain';
import { compressToUTF16, decompressFromUTF16 } from 'lz-string';
import { z } from 'zod';
import type { Notifier } from '../../app/toaster';
import { clampExecTime, clampStepLimit } from '../../workspace/limits';
import type { WorkspaceState, WorkspaceStore } from '../../workspace/state';

/** Local storage key of the compressed playground state. */
export const PLAYGROUND_STORAGE_KEY = 'sa-playground';
/** Spec 1 section 9: local state is saved at most once per second, compressed. */
export const PLAYGROUND_SAVE_INTERVAL_MS = 1000;
/** Spec 3 section 8. */
export const LOAD_ERROR = 'Error loading from local storage';
export const SAVE_ERROR = 'Error saving to local storage';

/** Spec 3 section 3: what the playground keeps (editor value, autorun, chapter, variant, limits), and the evaluator. */
const SavedPlayground = z
  .object({
    editorValue: z.string(),
    isEditorAutorun: z.boolean(),
    chapter: z.union(SOURCE_CHAPTERS.map((c) => z.literal(c))),
    variant: z.enum(SOURCE_VARIANTS),
    // The Evaluator control's choice, null to follow the course (a playground saved before it: null).
    engine: z.enum(SOURCE_ENGINES).nullable().default(null),
    execTime: z.number().transform(clampExecTime),
    stepLimit: z.number().transform(clampStepLimit),
  })
  .refine((s) => isValidChapterVariant(s.chapter, s.variant));
export type SavedPlayground = z.infer<typeof SavedPlayground>;

export function savedPart(state: WorkspaceState): SavedPlayground {
  const { editorValue, isEditorAutorun, chapter, variant, engine, execTime, stepLimit } = state;
  return { editorValue, isEditorAutorun, chapter, variant, engine, execTime, stepLimit };
}

/** The stored playground: undefined when none, 'corrupt' when it cannot be read back. */
export function loadPlayground(storage: Storage): SavedPlayground | 'corrupt' | undefined {
  try {
    const raw = storage.getItem(PLAYGROUND_STORAGE_KEY);
    if (raw === null) return undefined;
    const parsed = SavedPlayground.safeParse(JSON.parse(decompressFromUTF16(raw) ?? ''));
    return parsed.success ? parsed.data : 'corrupt';
  } catch {
    return 'corrupt';
  }
}

export interface SaverOptions {
  store: WorkspaceStore;
  storage: Storage;
  notifier: Notifier;
  now?: () => number;
}

export interface PlaygroundSaver {
  /** Writes a waiting save now (before leaving the page or the route). */
  flush(): void;
  dispose(): void;
}

/**
 * Saves the playground whenever its saved part changes, at most once a second: the first change
 * after a quiet second is written at once, later ones wait for the second to pass. A successful
 * write clears the unsaved-changes flag, since a reload would then lose nothing.
 */
export function createPlaygroundSaver({
  store,
  storage,
  notifier,
  now = Date.now,
}: SaverOptions): PlaygroundSaver {
  let last = JSON.stringify(savedPart(store.getState()));
  let lastWrite = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let dirty = store.getState().hasUnsavedChanges;

  const write = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!dirty) return;
    try {
      storage.setItem(PLAYGROUND_STORAGE_KEY, compressToUTF16(last));
      lastWrite = now();
      dirty = false;
      if (store.getState().hasUnsavedChanges) store.setState({ hasUnsavedChanges: false });
    } catch {
      notifier.show(SAVE_ERROR);
    }
  };

  const unsubscribe = store.subscribe(() => {
    const next = JSON.stringify(savedPart(store.getState()));
    if (next === last) return;
    last = next;
    dirty = true;
    if (timer !== null) return;
    timer = setTimeout(write, Math.max(0, lastWrite + PLAYGROUND_SAVE_INTERVAL_MS - now()));
  });
  if (dirty) write();

  return {
    flush: write,
    dispose() {
      write();
      unsubscribe();
    },
  };
}
