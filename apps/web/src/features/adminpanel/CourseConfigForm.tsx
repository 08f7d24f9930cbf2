import { Button, FormGroup, H4, HTMLSelect, InputGroup, Switch, Tag } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CourseConfiguration, UpdateCourseConfigRequest } from '@sa/contracts';
import { SOURCE_ENGINE_LABELS, SOURCE_ENGINES, sublanguageName } from '@sa/domain';
import { useMutation } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import { COURSE_SWITCHES as SWITCHES } from '../../app/course/course-switches';
import styles from './adminpanel.module.css';
import { CourseForm, type CourseFormValues, changedFields, valuesOf } from './courseForm';
import { LeaderboardSettings } from './LeaderboardSettings';
import { MarkdownEditor } from './MarkdownEditor';

/** Only the admin panel offers it: a new course starts with it off. */
const AUTO_SUBMIT_LABEL = 'Submit open attempts when an assessment closes';
/** What the course's evaluator setting reaches, and what it does not (ADR 0039). */
export const EVALUATOR_HELP =
  "Runs the course's programs in the default variant: workspaces and the playground (unless a student chooses otherwise) and questions whose library names no evaluator. The Stepper and the Env Visualizer always use js-slang.";
const ENGINE_OPTIONS = SOURCE_ENGINES.map((value) => ({ value, label: SOURCE_ENGINE_LABELS[value] }));

/**
 * The course form with its own unsaved-change flag, checked as it is typed in (the name with the
 * route's schema). Remount it (change its key) when the saved course changes, e.g. after a save
 * has refreshed the session.
 */
export function CourseConfigForm({
  config,
  save,
}: {
  config: CourseConfiguration;
  save(changes: UpdateCourseConfigRequest): Promise<void>;
}) {
  const saved = valuesOf(config);
  const { register, control, watch, handleSubmit, formState } = useForm<CourseFormValues>({
    resolver: zodResolver(CourseForm),
    defaultValues: saved,
    mode: 'onChange',
  });
  const saving = useMutation({ mutationFn: save });
  const changes = changedFields(saved, watch());
  const dirty = Object.keys(changes).length > 0;
  const nameError = formState.errors.courseName?.message;
  const helpText = useController({ control, name: 'moduleHelpText' });
  const engine = useController({ control, name: 'sourceEngine' });
  const bound = (key: keyof CourseFormValues) => {
    const { ref, ...field } = register(key);
    return { inputRef: ref, ...field };
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
        intent={nameError ? 'danger' : 'none'}
        helperText={nameError}
      >
        <InputGroup id="admin-course-name" aria-invalid={nameError !== undefined} {...bound('courseName')} />
      </FormGroup>
      <FormGroup label="Course Short Name" labelFor="admin-course-short-name">
        <InputGroup id="admin-course-short-name" {...bound('courseShortName')} />
      </FormGroup>
      <p>Sublanguage: {sublanguageName(config.sourceChapter, config.sourceVariant)}</p>
      <FormGroup label="Evaluator" labelFor="admin-course-evaluator" helperText={EVALUATOR_HELP}>
        <HTMLSelect
          id="admin-course-evaluator"
          options={ENGINE_OPTIONS}
          value={engine.field.value}
          onChange={(e) => engine.field.onChange(e.target.value)}
        />
      </FormGroup>
      {SWITCHES.map(([key, label]) => (
        <Switch key={key} label={label} {...bound(key)} />
      ))}
      <Switch label={AUTO_SUBMIT_LABEL} {...bound('enableAutoSubmitOnClose')} />
      <LeaderboardSettings register={register} errors={formState.errors} />
      <FormGroup label="Module Help Text" helperText="Markdown is supported.">
        <MarkdownEditor
          label="Module Help Text"
          value={helpText.field.value}
          onChange={(text) => helpText.field.onChange(text)}
        />
      </FormGroup>
      <Button
        text="Save"
        intent={dirty ? 'warning' : 'none'}
        disabled={!dirty || !formState.isValid}
        loading={saving.isPending}
        onClick={handleSubmit(() => saving.mutate(changes))}
      />
    </section>
  );
}
