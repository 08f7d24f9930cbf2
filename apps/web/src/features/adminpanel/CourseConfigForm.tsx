import { Button, FormGroup, H4, InputGroup, Switch, Tag } from '@blueprintjs/core';
import type { CourseConfiguration, UpdateCourseConfigRequest } from '@sa/contracts';
import { sublanguageName } from '@sa/domain';
import { useState } from 'react';
import { COURSE_SWITCHES as SWITCHES } from '../../app/course/course-switches';
import styles from './adminpanel.module.css';
import {
  LEADERBOARD_SIZES,
  LEADERBOARD_SWITCHES,
  LeaderboardSettings,
  type LeaderboardValues,
  parseSize,
} from './LeaderboardSettings';
import { MarkdownEditor } from './MarkdownEditor';

/** The fields of spec 2's course form, as the form edits them (text fields never null). */
interface FormValues extends LeaderboardValues {
  courseName: string;
  courseShortName: string;
  viewable: boolean;
  enableGame: boolean;
  enableAchievements: boolean;
  enableSourcecast: boolean;
  enableAutoSubmitOnClose: boolean;
  moduleHelpText: string;
}

/** Only the admin panel offers it: a new course starts with it off. */
const AUTO_SUBMIT_LABEL = 'Submit open attempts when an assessment closes';

const valuesOf = (c: CourseConfiguration): FormValues => ({
  courseName: c.courseName,
  courseShortName: c.courseShortName ?? '',
  viewable: c.viewable,
  enableGame: c.enableGame,
  enableAchievements: c.enableAchievements,
  enableSourcecast: c.enableSourcecast,
  enableAutoSubmitOnClose: c.enableAutoSubmitOnClose,
  enableOverallLeaderboard: c.enableOverallLeaderboard,
  enableContestLeaderboard: c.enableContestLeaderboard,
  topLeaderboardDisplay: String(c.topLeaderboardDisplay),
  topContestLeaderboardDisplay: String(c.topContestLeaderboardDisplay),
  moduleHelpText: c.moduleHelpText ?? '',
});

/** Only what differs from the saved course; empty optional texts are sent as null. */
export function changedFields(saved: FormValues, values: FormValues): UpdateCourseConfigRequest {
  const changes: UpdateCourseConfigRequest = {};
  if (values.courseName !== saved.courseName) changes.courseName = values.courseName.trim();
  if (values.courseShortName !== saved.courseShortName)
    changes.courseShortName = values.courseShortName.trim() || null;
  if (values.moduleHelpText !== saved.moduleHelpText) changes.moduleHelpText = values.moduleHelpText || null;
  for (const [key] of SWITCHES) if (values[key] !== saved[key]) changes[key] = values[key];
  if (values.enableAutoSubmitOnClose !== saved.enableAutoSubmitOnClose)
    changes.enableAutoSubmitOnClose = values.enableAutoSubmitOnClose;
  for (const [key] of LEADERBOARD_SWITCHES) if (values[key] !== saved[key]) changes[key] = values[key];
  for (const [key] of LEADERBOARD_SIZES) {
    const size = parseSize(values[key]);
    if (size !== undefined && size !== parseSize(saved[key])) changes[key] = size;
  }
  return changes;
}

/**
 * The course form with its own unsaved-change flag. Remount it (change its key) when the saved
 * course changes, e.g. after a save has refreshed the session.
 */
export function CourseConfigForm({
  config,
  save,
}: {
  config: CourseConfiguration;
  save(changes: UpdateCourseConfigRequest): Promise<void>;
}) {
  const saved = valuesOf(config);
  const [values, setValues] = useState<FormValues>(saved);
  const [busy, setBusy] = useState(false);
  const changes = changedFields(saved, values);
  const dirty = Object.keys(changes).length > 0;
  const nameMissing = values.courseName.trim() === '';
  const badSize = LEADERBOARD_SIZES.some(([key]) => parseSize(values[key]) === undefined);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const onSave = async () => {
    setBusy(true);
    try {
      await save(changes);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="Course configuration" className={styles.section}>
      <div className={styles.sectionHeader}>
        <H4>Course Configuration</H4>
        {dirty ? <Tag intent="warning">Unsaved changes</Tag> : null}
      </div>
      <FormGroup
        label="Course Name"
        labelFor="admin-course-name"
        intent={nameMissing ? 'danger' : 'none'}
        helperText={nameMissing ? 'Course Name cannot be empty!' : undefined}
      >
        <InputGroup
          id="admin-course-name"
          value={values.courseName}
          onChange={(e) => set('courseName', e.currentTarget.value)}
        />
      </FormGroup>
      <FormGroup label="Course Short Name" labelFor="admin-course-short-name">
        <InputGroup
          id="admin-course-short-name"
          value={values.courseShortName}
          onChange={(e) => set('courseShortName', e.currentTarget.value)}
        />
      </FormGroup>
      <p>Sublanguage: {sublanguageName(config.sourceChapter, config.sourceVariant)}</p>
      {SWITCHES.map(([key, label]) => (
        <Switch
          key={key}
          label={label}
          checked={values[key]}
          onChange={(e) => set(key, e.currentTarget.checked)}
        />
      ))}
      <Switch
        label={AUTO_SUBMIT_LABEL}
        checked={values.enableAutoSubmitOnClose}
        onChange={(e) => set('enableAutoSubmitOnClose', e.currentTarget.checked)}
      />
      <LeaderboardSettings values={values} set={set} />
      <FormGroup label="Module Help Text" helperText="Markdown is supported.">
        <MarkdownEditor
          label="Module Help Text"
          value={values.moduleHelpText}
          onChange={(text) => set('moduleHelpText', text)}
        />
      </FormGroup>
      <Button
        text="Save"
        intent={dirty ? 'warning' : 'none'}
        disabled={!dirty || nameMissing || badSize}
        loading={busy}
        onClick={onSave}
      />
    </section>
  );
}
