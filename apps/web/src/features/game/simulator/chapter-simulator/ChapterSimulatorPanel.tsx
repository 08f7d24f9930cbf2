import { Alert, Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { Story } from '@sa/contracts';
import { sortStories } from '@sa/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useServices } from '../../../../app/services';
import { useNotifier } from '../../../../app/toaster';
import { callErrorText } from '../../../../lib/callErrors';
import { simulatorApi } from '../api';
import { simulatorKeys, useAssetList } from '../asset-uploader/assetQueries';
import type { ChapterSimulatorProps } from '../modes';
import {
  BACK_TO_MENU,
  CANCEL,
  CHAPTER_CREATED,
  CHAPTER_DELETED,
  CHAPTER_LABEL,
  CHAPTER_UPDATED,
  CLEAR,
  CLEAR_QUESTION,
  CONFIRM,
  CREATE_NEW_CHAPTER,
  chapterOption,
  DELETE,
  DELETE_CHAPTER_QUESTION,
  MODE_LABELS,
  NO_UNDO,
  SAVE,
  SAVE_QUESTION,
  SIMULATE_CHAPTER,
} from '../texts';
import { ChapterEditor } from './ChapterEditor';
import {
  type ChapterDraft,
  checkpointFileChoices,
  DRAFT_ID,
  draftOf,
  newChapterDraft,
  storyInputOf,
} from './chapterDraft';
import styles from './chapterSimulator.module.css';

type Question = 'save' | 'clear' | 'delete';

/**
 * Chapter Simulator (issue 24; spec 3 sections 2.3, 3, 5 and 7): pick a chapter ('Chapter
 * {i}: {title}', i its position by openAt) or 'Create new chapter', edit it, and Save (after
 * showing the JSON sent), Clear or Delete, each confirmed first. 'Simulate chapter' plays the
 * chapter's files in order in the checkpoint simulator.
 */
export function ChapterSimulatorPanel({ courseId, prefix, back, simulateChapter }: ChapterSimulatorProps) {
  const { call } = useServices();
  const api = useMemo(() => simulatorApi(call, courseId), [call, courseId]);
  const notifier = useNotifier();
  const queryClient = useQueryClient();
  const selectId = useId();
  const storiesKey = simulatorKeys.stories(courseId);
  const stories = useQuery({ queryKey: storiesKey, queryFn: async () => sortStories(await api.stories()) });
  const storyFiles = checkpointFileChoices(useAssetList(api, courseId, 'stories').data ?? []);
  const [draft, setDraft] = useState<ChapterDraft>(() => newChapterDraft());
  const [asking, setAsking] = useState<Question | null>(null);
  const chapters = stories.data ?? [];
  const isNew = draft.id === DRAFT_ID;

  /** Reads the list again and gives it back (the query is active, so invalidating refetches it). */
  const refresh = async (): Promise<Story[]> => {
    await queryClient.invalidateQueries({ queryKey: storiesKey });
    return queryClient.getQueryData<Story[]>(storiesKey) ?? [];
  };
  const showError = (error: unknown) => {
    const message = callErrorText(error);
    if (message) notifier.show(message);
  };

  const saving = useMutation({
    mutationFn: (chapter: ChapterDraft) => {
      const story = storyInputOf(chapter);
      return chapter.id === DRAFT_ID ? api.createStory(story) : api.updateStory(chapter.id, story);
    },
    onSuccess: async (_answer, chapter) => {
      notifier.show(chapter.id === DRAFT_ID ? CHAPTER_CREATED : CHAPTER_UPDATED, { intent: 'success' });
      const known = new Set(chapters.map((story) => story.id));
      const fresh = await refresh();
      if (chapter.id !== DRAFT_ID) return;
      // The create answers no id: the one new chapter in the list is the one just made, so a
      // second Save updates it instead of making a copy.
      const made = fresh.filter((story) => !known.has(story.id));
      const only = made.length === 1 ? made[0] : undefined;
      setDraft(only ? draftOf(only) : newChapterDraft());
    },
    onError: showError,
  });
  const deleting = useMutation({
    mutationFn: (id: number) => api.deleteStory(id),
    onSuccess: async () => {
      notifier.show(CHAPTER_DELETED, { intent: 'success' });
      setDraft(newChapterDraft());
      await refresh();
    },
    onError: showError,
  });

  const choose = (value: string) => {
    const story = chapters.find((chapter) => String(chapter.id) === value);
    setDraft(story ? draftOf(story) : newChapterDraft());
  };
  const confirm = () => {
    if (asking === 'save') saving.mutate(draft);
    if (asking === 'clear') setDraft(newChapterDraft());
    if (asking === 'delete' && !isNew) deleting.mutate(draft.id);
    setAsking(null);
  };

  return (
    <div className={styles.panel}>
      <h2>{MODE_LABELS.chapterSim}</h2>
      <FormGroup label={CHAPTER_LABEL} labelFor={selectId}>
        <HTMLSelect
          id={selectId}
          fill
          value={String(draft.id)}
          onChange={(e) => choose(e.currentTarget.value)}
        >
          <option value={String(DRAFT_ID)}>{CREATE_NEW_CHAPTER}</option>
          {chapters.map((story, index) => (
            <option key={story.id} value={String(story.id)}>
              {chapterOption(index, story.title)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <ChapterEditor draft={draft} onChange={setDraft} storyFiles={storyFiles} prefix={prefix} />
      <div className={styles.actions}>
        <Button intent="primary" text={SAVE} loading={saving.isPending} onClick={() => setAsking('save')} />
        <Button text={CLEAR} onClick={() => setAsking('clear')} />
        {!isNew && (
          <Button
            intent="danger"
            text={DELETE}
            loading={deleting.isPending}
            onClick={() => setAsking('delete')}
          />
        )}
      </div>
      <Button
        text={SIMULATE_CHAPTER}
        disabled={draft.filenames.length === 0}
        onClick={() => simulateChapter([...draft.filenames])}
      />
      <Button text={BACK_TO_MENU} onClick={back} />
      <Alert
        isOpen={asking !== null}
        intent={asking === 'save' ? 'primary' : 'danger'}
        confirmButtonText={CONFIRM}
        cancelButtonText={CANCEL}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking === 'save' && (
          <>
            <p>{SAVE_QUESTION}</p>
            <pre className={styles.json}>{JSON.stringify({ story: storyInputOf(draft) }, null, 2)}</pre>
          </>
        )}
        {asking === 'clear' && <p>{CLEAR_QUESTION}</p>}
        {asking === 'delete' && (
          <>
            <p>{DELETE_CHAPTER_QUESTION}</p>
            <p>{NO_UNDO}</p>
          </>
        )}
      </Alert>
    </div>
  );
}
