import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import {
  isSourceEngine,
  isValidChapterVariant,
  SOURCE_CHAPTERS,
  SOURCE_ENGINE_LABELS,
  SOURCE_ENGINES,
  sublanguageName,
  VARIANTS_BY_CHAPTER,
} from '@sa/domain';
import { useEffect, useId, useState } from 'react';
import { useWorkspace } from '../context';
import { useStore } from '../createStore';
import { clampExecTime, clampStepLimit, EXEC_TIME_MIN_MS, STEP_LIMIT_MAX, STEP_LIMIT_MIN } from '../limits';
import styles from '../workspace.module.css';

const PAIRS = SOURCE_CHAPTERS.flatMap((chapter) =>
  VARIANTS_BY_CHAPTER[chapter].map((variant) => ({
    value: `${chapter}/${variant}`,
    label: sublanguageName(chapter, variant),
    chapter,
    variant,
  })),
);

/** Chapter and variant as one choice, labelled as the spec names sublanguages ('Source §3 Non-Det'). */
export function ChapterSelect() {
  const { store } = useWorkspace();
  const chapter = useStore(store, (s) => s.chapter);
  const variant = useStore(store, (s) => s.variant);
  const isRunning = useStore(store, (s) => s.isRunning);
  return (
    <HTMLSelect
      aria-label="Language"
      value={`${chapter}/${variant}`}
      disabled={isRunning}
      onChange={(e) => {
        const pair = PAIRS.find((p) => p.value === e.target.value);
        if (pair && isValidChapterVariant(pair.chapter, pair.variant)) {
          store.setState({ chapter: pair.chapter, variant: pair.variant });
        }
      }}
      options={PAIRS.map(({ value, label }) => ({ value, label }))}
    />
  );
}

/** Says where the choice does not reach: the step-by-step tools always run on js-slang. */
export const ENGINE_HELP =
  'Evaluator for Run and the REPL in the default variant. The Stepper and the Env Visualizer always use js-slang.';

/**
 * The evaluator of the default variant (ADR 0039), shown while the default variant is chosen (the
 * others run on js-slang alone). Choosing the workspace's default (the course's) stores no choice,
 * so the playground goes on following the course.
 */
export function EngineSelect() {
  const { store } = useWorkspace();
  const variant = useStore(store, (s) => s.variant);
  const engine = useStore(store, (s) => s.engine ?? s.defaultEngine);
  const isRunning = useStore(store, (s) => s.isRunning);
  if (variant !== 'default') return null;
  return (
    <HTMLSelect
      aria-label="Evaluator"
      title={ENGINE_HELP}
      value={engine}
      disabled={isRunning}
      onChange={(e) => {
        const chosen = e.target.value;
        if (!isSourceEngine(chosen)) return;
        store.setState((s) => ({ engine: chosen === s.defaultEngine ? null : chosen }));
      }}
      options={SOURCE_ENGINES.map((value) => ({ value, label: SOURCE_ENGINE_LABELS[value] }))}
    />
  );
}

/** A number field that accepts any typing and settles on a clamped value on blur or Enter. */
function ClampedNumber(props: {
  label: string;
  value: number;
  min: number;
  max?: number;
  step: number;
  clamp: (n: number) => number;
  onCommit: (n: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(props.value));
  useEffect(() => setText(String(props.value)), [props.value]);
  const commit = () => {
    const next = props.clamp(Number(text));
    setText(String(next));
    if (next !== props.value) props.onCommit(next);
  };
  return (
    <span className={styles.numberField}>
      <label htmlFor={id}>{props.label}</label>
      <InputGroup
        id={id}
        type="number"
        min={props.min}
        max={props.max}
        step={props.step}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
    </span>
  );
}

export function ExecTimeInput() {
  const { store } = useWorkspace();
  const execTime = useStore(store, (s) => s.execTime);
  return (
    <ClampedNumber
      label="Execution time (ms)"
      value={execTime}
      min={EXEC_TIME_MIN_MS}
      step={1000}
      clamp={clampExecTime}
      onCommit={(n) => store.setState({ execTime: n })}
    />
  );
}

export function StepLimitInput() {
  const { store } = useWorkspace();
  const stepLimit = useStore(store, (s) => s.stepLimit);
  return (
    <ClampedNumber
      label="Step limit"
      value={stepLimit}
      min={STEP_LIMIT_MIN}
      max={STEP_LIMIT_MAX}
      step={100}
      clamp={clampStepLimit}
      onCommit={(n) => store.setState({ stepLimit: n })}
    />
  );
}
