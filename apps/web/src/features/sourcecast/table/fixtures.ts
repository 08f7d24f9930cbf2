import type { Sourcecast } from '@sa/contracts';

/** A sourcecast of course 1 as GET courses/1/sourcecast lists it; override what a test is about. */
export function sourcecastItem(id: number, overrides: Partial<Sourcecast> = {}): Sourcecast {
  const at = new Date(Date.UTC(2026, 0, id, 10)).toISOString();
  return {
    id,
    title: `Lesson ${id}`,
    description: null,
    uid: `lesson-${id}`,
    inserted_at: at,
    updated_at: at,
    audio: { file_name: `${id}.wav`, updated_at: at },
    playbackData: JSON.stringify({
      init: { editorValue: '', chapter: 1, externalLibrary: 'NONE' },
      inputs: [],
    }),
    uploader: { id: 7, name: 'Avenger Alice' },
    url: `/files/audio-${id}`,
    courseId: 1,
    ...overrides,
  };
}
