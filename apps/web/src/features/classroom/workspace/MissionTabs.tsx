import { Button, Callout, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { type MissionTask, missionMcqText, parseMissionMcq, SOURCE_CHAPTERS } from '@sa/domain';
import { useId, useState } from 'react';
import { Markdown } from '../../../app/markdown/Markdown';
import { McqPanel } from '../../assessments';
import { WORKSPACE_TEXTS } from './texts';

/** Markdown the owner writes, with a preview a click away. */
export function MarkdownField(props: { label: string; value: string; onChange(value: string): void }) {
  const [preview, setPreview] = useState(false);
  const id = useId();
  return (
    <div>
      <Button
        small
        variant="minimal"
        text={preview ? 'Edit' : 'Preview'}
        onClick={() => setPreview((shown) => !shown)}
      />
      {preview ? (
        <Markdown text={props.value} />
      ) : (
        <FormGroup label={props.label} labelFor={id}>
          <TextArea
            id={id}
            fill
            rows={14}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
        </FormGroup>
      )}
    </div>
  );
}

/**
 * The Task tab: the task's markdown, or its multiple choices when it is an MCQ (spec 3 section 5).
 * A student's choice is written back into the task's text, which saving keeps. The owner edits the
 * text, or with the MCQ toggle on, sees the form a student gets.
 */
export function TaskTab(props: {
  task: MissionTask;
  owner: boolean;
  showMcqForm: boolean;
  onDescription(text: string): void;
}) {
  const { task, owner, showMcqForm, onDescription } = props;
  const mcq = parseMissionMcq(task.taskDescription);
  if (mcq && (showMcqForm || !owner)) {
    return (
      <McqPanel
        choices={mcq.choices.map((choice, id) => ({ id, content: choice.option, hint: choice.hint }))}
        selected={mcq.answer >= 0 ? mcq.answer : null}
        solution={mcq.solution}
        onChoose={(answer) => onDescription(missionMcqText({ ...mcq, answer }))}
      />
    );
  }
  if (owner)
    return <MarkdownField label="Task description" value={task.taskDescription} onChange={onDescription} />;
  return <Markdown text={task.taskDescription} />;
}

/** The Briefing tab (README.md), under the assessment's title when the listing gave one. */
export function BriefingTab(props: {
  title: string | undefined;
  briefing: string;
  owner: boolean;
  onChange(text: string): void;
}) {
  return (
    <>
      {props.title ? <h2>{props.title}</h2> : null}
      {props.owner ? (
        <MarkdownField label="Briefing" value={props.briefing} onChange={props.onChange} />
      ) : (
        <Markdown text={props.briefing} />
      )}
    </>
  );
}

/** Mission Metadata (owners only): the Source chapter the mission runs in (.metadata's sourceVersion). */
export function MetadataTab(props: { sourceVersion: number; onChange(sourceVersion: number): void }) {
  const id = useId();
  return (
    <FormGroup label="Source chapter" labelFor={id}>
      <HTMLSelect
        id={id}
        value={props.sourceVersion}
        options={SOURCE_CHAPTERS.map((chapter) => ({ value: chapter, label: `Source §${chapter}` }))}
        onChange={(event) => props.onChange(Number(event.target.value))}
      />
    </FormGroup>
  );
}

export function ReadOnlyNote() {
  return <Callout intent="primary">{WORKSPACE_TEXTS.readOnlyNote}</Callout>;
}
