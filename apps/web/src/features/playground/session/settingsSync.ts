import { isSourceChapter, isValidChapterVariant, type SourceChapter, type SourceVariant } from '@sa/domain';
import type * as Y from 'yjs';
import type { WorkspaceStore } from '../../../workspace/state';

/** The chapter and variant a session's `settings` map holds; null while it holds no valid pair. */
export function sharedSettings(
  settings: Y.Map<unknown>,
): { chapter: SourceChapter; variant: SourceVariant } | null {
  const chapter = settings.get('chapter');
  const variant = settings.get('variant');
  if (typeof chapter !== 'number' || !isSourceChapter(chapter) || typeof variant !== 'string') return null;
  // A pair this build does not know (another version's variant) is ignored rather than applied.
  return isValidChapterVariant(chapter, variant) ? { chapter, variant: variant as SourceVariant } : null;
}

/**
 * Shares the workspace's chapter and variant through the session's `settings` map: a local
 * change is written to the map, a collaborator's change is applied to the store. On joining, the
 * map's pair wins; the session's creator fills an empty map with its own. Returns the unbinding.
 */
export function bindSharedSettings(
  store: WorkspaceStore,
  settings: Y.Map<unknown>,
  { creator }: { creator: boolean },
): () => void {
  const write = (chapter: SourceChapter, variant: SourceVariant) => {
    const doc = settings.doc;
    const apply = () => {
      settings.set('chapter', chapter);
      settings.set('variant', variant);
    };
    // One transaction: the others see chapter and variant change together.
    if (doc) doc.transact(apply);
    else apply();
  };

  const initial = sharedSettings(settings);
  if (initial) {
    const { chapter, variant } = store.getState();
    if (initial.chapter !== chapter || initial.variant !== variant) store.setState(initial);
  } else if (creator) {
    const { chapter, variant } = store.getState();
    write(chapter, variant);
  }

  const onRemote = () => {
    const shared = sharedSettings(settings);
    if (!shared) return;
    const { chapter, variant } = store.getState();
    if (shared.chapter !== chapter || shared.variant !== variant) store.setState(shared);
  };
  settings.observe(onRemote);

  let last = { chapter: store.getState().chapter, variant: store.getState().variant };
  const unsubscribe = store.subscribe(() => {
    const { chapter, variant } = store.getState();
    if (chapter === last.chapter && variant === last.variant) return;
    last = { chapter, variant };
    const shared = sharedSettings(settings);
    if (shared?.chapter !== chapter || shared.variant !== variant) write(chapter, variant);
  });

  return () => {
    settings.unobserve(onRemote);
    unsubscribe();
  };
}
