import { type StoredLibrary, sameLibrary, type XmlAssessment } from '@sa/domain';
import { TextAreaField, TextField } from './fields/inputs';
import { LibraryFields } from './fields/LibraryFields';
import styles from './missioncontrol.module.css';

/** A text the file leaves out when empty. */
const orNull = (text: string) => (text === '' ? null : text);

/**
 * The mission's own fields (global mode): title, number, summaries, reading, story, cover, and the
 * mission's libraries. A question that used the mission's library keeps following it.
 */
export function GlobalFields({
  mission,
  onChange,
}: {
  mission: XmlAssessment;
  onChange(mission: XmlAssessment): void;
}) {
  const set = (patch: Partial<XmlAssessment>) => onChange({ ...mission, ...patch });
  const setLibrary = (key: 'library' | 'gradingLibrary', next: StoredLibrary) => {
    const old = mission[key];
    const questionKey = key === 'library' ? 'library' : 'gradingLibrary';
    const questions = mission.questions.map((q) =>
      old !== null && sameLibrary(q[questionKey], old) ? { ...q, [questionKey]: structuredClone(next) } : q,
    );
    onChange({ ...mission, [key]: next, questions });
  };
  return (
    <div className={styles.fields}>
      <TextField label="Title" value={mission.title} onChange={(title) => set({ title })} />
      <TextField label="Number" value={mission.number} onChange={(number) => set({ number })} />
      <TextAreaField
        label="Short summary"
        value={mission.summaryShort ?? ''}
        onChange={(text) => set({ summaryShort: orNull(text) })}
      />
      <TextAreaField
        label="Long summary (briefing)"
        value={mission.summaryLong ?? ''}
        onChange={(text) => set({ summaryLong: orNull(text) })}
      />
      <TextField
        label="Reading"
        value={mission.reading ?? ''}
        onChange={(text) => set({ reading: orNull(text) })}
      />
      <TextField
        label="Story"
        value={mission.story ?? ''}
        onChange={(text) => set({ story: orNull(text) })}
      />
      <TextField
        label="Cover image URL"
        value={mission.coverPicture ?? ''}
        onChange={(text) => set({ coverPicture: orNull(text) })}
      />
      {mission.library ? (
        <LibraryFields
          title="Mission library"
          library={mission.library}
          onChange={(library) => setLibrary('library', library)}
        />
      ) : (
        <p>Each question has its own library.</p>
      )}
      {mission.gradingLibrary && (
        <LibraryFields
          title="Mission grader library"
          library={mission.gradingLibrary}
          onChange={(library) => setLibrary('gradingLibrary', library)}
        />
      )}
    </div>
  );
}
