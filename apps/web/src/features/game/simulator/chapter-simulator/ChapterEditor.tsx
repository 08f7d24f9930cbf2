import { Classes, FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { courseAssetUrl } from '@sa/contracts';
import { useId } from 'react';
import {
  CHAPTER_IMAGE_PREVIEW,
  IMAGE_URL_LABEL,
  OPEN_DATE_LABEL,
  PUBLISHED_LABEL,
  TITLE_LABEL,
} from '../texts';
import { CheckpointFilesEditor } from './CheckpointFilesEditor';
import { type ChapterDraft, isoFromLocalInput, localInputValue } from './chapterDraft';
import styles from './chapterSimulator.module.css';

export interface ChapterEditorProps {
  draft: ChapterDraft;
  onChange(draft: ChapterDraft): void;
  /** Plain names of the files under `stories/`. */
  storyFiles: readonly string[];
  /** The course's files prefix, to preview the image as the game loads it. */
  prefix: string;
}

/** A chapter image as the game finds it: a course file ('/images/a.png'), or a full address. */
function imageAddress(prefix: string, imageUrl: string): string {
  return /^https?:\/\//i.test(imageUrl) ? imageUrl : courseAssetUrl(prefix, imageUrl);
}

/**
 * The chapter's fields (spec 3 sections 2.3 and 3): title, image, open date (closeAt follows it
 * by a year, so it is not asked), ordered checkpoint files and the Published switch.
 */
export function ChapterEditor({ draft, onChange, storyFiles, prefix }: ChapterEditorProps) {
  const ids = { title: useId(), image: useId(), open: useId() };
  const set = (change: Partial<ChapterDraft>) => onChange({ ...draft, ...change });
  return (
    <div className={styles.editor}>
      <FormGroup label={TITLE_LABEL} labelFor={ids.title}>
        <InputGroup
          id={ids.title}
          value={draft.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
        />
      </FormGroup>
      <FormGroup
        label={IMAGE_URL_LABEL}
        labelFor={ids.image}
        helperText="A course file, e.g. /images/chapter1.png"
      >
        <InputGroup
          id={ids.image}
          value={draft.imageUrl}
          onChange={(e) => set({ imageUrl: e.currentTarget.value })}
        />
      </FormGroup>
      {draft.imageUrl.trim() !== '' && (
        <img
          className={styles.preview}
          src={imageAddress(prefix, draft.imageUrl.trim())}
          alt={CHAPTER_IMAGE_PREVIEW}
        />
      )}
      <FormGroup label={OPEN_DATE_LABEL} labelFor={ids.open} helperText="Closes one year later.">
        <input
          id={ids.open}
          type="datetime-local"
          className={`${Classes.INPUT} ${Classes.FILL}`}
          value={localInputValue(draft.openAt)}
          onChange={(event) => {
            const openAt = isoFromLocalInput(event.currentTarget.value);
            if (openAt) set({ openAt });
          }}
        />
      </FormGroup>
      <CheckpointFilesEditor
        value={draft.filenames}
        choices={storyFiles}
        onChange={(filenames) => set({ filenames })}
      />
      <Switch
        role="switch"
        label={PUBLISHED_LABEL}
        checked={draft.isPublished}
        onChange={(e) => set({ isPublished: e.currentTarget.checked })}
      />
    </div>
  );
}
