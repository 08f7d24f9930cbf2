import { Alert, Button, Callout, FormGroup, NumericInput } from '@blueprintjs/core';
import type { GradingDetailGrade } from '@sa/contracts';
import { useState } from 'react';
import { CommentEditor } from './CommentEditor';
import { draftProblem } from './gradeDraft';
import styles from './grading.module.css';
import { DISCARD_QUESTION, XP_MAJOR_STEP, XP_MINOR_STEP, XP_STEP } from './texts';
import type { GradeDraftState } from './useGradeDraft';

export interface GradeToSave {
  xpAdjustment: number;
  comments: string;
}

export interface GradingEditorProps {
  grade: GradingDetailGrade;
  maxXp: number;
  /** The comments and adjustment being edited (see useGradeDraft). */
  state: GradeDraftState;
  /** Saves the grade; resolves true when the server took it. */
  onSave(grade: GradeToSave): Promise<boolean>;
  /** After Save and Continue has saved: the next question. */
  onContinue(): void;
}

/**
 * Spec 2 'Grading editor': markdown comments, the XP adjustment (minimum minus the initial XP,
 * steps 50 / 25 / 100, danger style and the spec's message when the total is out of bounds, which
 * also blocks saving), Save Changes, Discard Changes (confirmed) and Save and Continue.
 */
export function GradingEditor({ grade, maxXp, state, onSave, onContinue }: GradingEditorProps) {
  const { draft, dirty } = state;
  const [saving, setSaving] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const problem = draftProblem(draft, grade.xp, maxXp);
  const adjustment = Number(draft.xpAdjustment);

  const save = async (andContinue: boolean) => {
    if (problem !== null) return;
    setSaving(true);
    const saved = await onSave({ xpAdjustment: adjustment, comments: draft.comments });
    setSaving(false);
    if (!saved) return;
    state.saved();
    if (andContinue) onContinue();
  };

  return (
    <div className={styles.editor}>
      {grade.grader ? (
        <p className={styles.meta}>
          {`Last graded by ${grade.grader.name ?? 'unknown'}`}
          {grade.gradedAt ? ` on ${new Date(grade.gradedAt).toLocaleString()}` : ''}
        </p>
      ) : (
        <p className={styles.meta}>Not graded yet</p>
      )}
      <CommentEditor value={draft.comments} onChange={(comments) => state.edit({ ...draft, comments })} />
      <div className={styles.xpRow}>
        {/* Named by aria-label, not by an id: an id of ours replaces the one Blueprint's step
            buttons point at with aria-controls (axe: aria-valid-attr-value, critical). */}
        <FormGroup label="XP adjustment" inline>
          <NumericInput
            aria-label="XP adjustment"
            value={draft.xpAdjustment}
            min={-grade.xp}
            stepSize={XP_STEP}
            minorStepSize={XP_MINOR_STEP}
            majorStepSize={XP_MAJOR_STEP}
            intent={problem === null ? 'none' : 'danger'}
            allowNumericCharactersOnly
            onValueChange={(_, xpAdjustment) => state.edit({ ...draft, xpAdjustment })}
          />
        </FormGroup>
        <output>{`XP: ${grade.xp} + ${Number.isInteger(adjustment) ? adjustment : '?'} / ${maxXp}`}</output>
      </div>
      {problem === null ? null : (
        <Callout intent="danger" role="alert">
          {problem}
        </Callout>
      )}
      <div className={styles.buttons}>
        <Button
          intent="primary"
          text="Save Changes"
          disabled={problem !== null}
          loading={saving}
          onClick={() => void save(false)}
        />
        <Button text="Discard Changes" disabled={!dirty || saving} onClick={() => setDiscarding(true)} />
        <Button
          intent="success"
          text="Save and Continue"
          disabled={problem !== null || saving}
          onClick={() => void save(true)}
        />
      </div>
      <Alert
        isOpen={discarding}
        intent="danger"
        confirmButtonText="Discard"
        cancelButtonText="Cancel"
        onConfirm={() => {
          state.discard();
          setDiscarding(false);
        }}
        onCancel={() => setDiscarding(false)}
      >
        <p>{DISCARD_QUESTION}</p>
      </Alert>
    </div>
  );
}
