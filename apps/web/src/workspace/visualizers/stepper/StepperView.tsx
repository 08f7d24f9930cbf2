import { Button, ButtonGroup, Callout, Slider } from '@blueprintjs/core';
import type { StepperSteps } from '@sa/runner';
import { type KeyboardEvent, useId, useState } from 'react';
import { codeSegments, highlightDescription } from './segments';
import styles from './stepper.module.css';

/** Spec 3 section 2.11 and 9: a first, b previous, f next, e last. */
const KEY_MOVES: Record<string, (current: number, last: number) => number> = {
  a: () => 1,
  b: (current) => Math.max(1, current - 1),
  f: (current, last) => Math.min(last, current + 1),
  e: (_current, last) => last,
};

/** Keys typed into a field are text, not commands. */
function isTextField(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The steps of the last stepper run, one at a time: a slider from step 1 to the last (keyboard: arrows,
 * and a/b/f/e anywhere in the tab), the step's program read-only with its redex marked, and why.
 */
export function StepperView({ result }: { result: StepperSteps | null }) {
  const [current, setCurrent] = useState(1);
  // New steps (a new run) start again at step 1; moving the slider never asks the runner for anything.
  const [shown, setShown] = useState(result);
  if (shown !== result) {
    setShown(result);
    setCurrent(1);
  }
  const descriptionId = useId();

  if (!result || result.steps.length === 0) {
    return (
      <section className={styles.stepper} aria-label="Stepper">
        <h3>Welcome to the Stepper!</h3>
        <p>
          The Stepper shows how a program is evaluated in the substitution model, one reduction at a time.
          Write a program in the editor and press Run while this tab is open.
        </p>
        <p>
          Move through the steps with the slider or the keys <kbd>a</kbd> (first), <kbd>b</kbd> (previous),{' '}
          <kbd>f</kbd> (next) and <kbd>e</kbd> (last).
        </p>
      </section>
    );
  }

  const last = result.steps.length;
  const index = Math.min(current, last);
  const step = result.steps[index - 1]!;
  const go = (next: number) => setCurrent(Math.min(last, Math.max(1, next)));
  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey || isTextField(event.target)) return;
    event.preventDefault();
    go(move(index, last));
  };

  return (
    // Keys pressed on any control of the tab (the slider, the buttons, the code) move the steps.
    <section className={styles.stepper} aria-label="Stepper" onKeyDown={onKeyDown}>
      <div className={styles.controls}>
        <ButtonGroup>
          <Button
            icon="double-chevron-left"
            aria-label="First step"
            aria-keyshortcuts="a"
            title="First step (a)"
            onClick={() => go(1)}
          />
          <Button
            icon="chevron-left"
            aria-label="Previous step"
            aria-keyshortcuts="b"
            title="Previous step (b)"
            onClick={() => go(index - 1)}
          />
          <Button
            icon="chevron-right"
            aria-label="Next step"
            aria-keyshortcuts="f"
            title="Next step (f)"
            onClick={() => go(index + 1)}
          />
          <Button
            icon="double-chevron-right"
            aria-label="Last step"
            aria-keyshortcuts="e"
            title="Last step (e)"
            onClick={() => go(last)}
          />
        </ButtonGroup>
        {last > 1 && (
          <div className={styles.slider}>
            <Slider
              min={1}
              max={last}
              stepSize={1}
              value={index}
              onChange={go}
              labelValues={[1, last]}
              handleHtmlProps={{ 'aria-label': 'Step' }}
            />
          </div>
        )}
      </div>
      <p className={styles.position}>
        Step {index} of {last}
      </p>
      {result.limitReached && (
        <Callout intent="warning" title="Step limit reached" className={styles.notice}>
          Evaluation stopped after {result.stepLimit} steps, the step limit, before the program finished. If
          the program does terminate, raise the step limit (up to 5000) and run it again.
        </Callout>
      )}
      {result.truncated && (
        <Callout intent="warning" title="Steps left out" className={styles.notice}>
          Only the first {last} steps are shown: the program's text grew too large to show every step.
        </Callout>
      )}
      <section
        className={styles.code}
        // Focusable so a keyboard can scroll a long program; read-only, as every step is.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label="Program at this step"
        aria-describedby={descriptionId}
      >
        <pre>
          {codeSegments(step.code, step.highlights).map((segment, i) =>
            segment.highlighted ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: segments are rebuilt per step, in order
              <mark key={i} className={step.marker === 'after' ? styles.result : styles.redex}>
                {segment.text}
              </mark>
            ) : (
              segment.text
            ),
          )}
        </pre>
      </section>
      <p id={descriptionId} className={styles.highlightText}>
        {highlightDescription(step)}
      </p>
      <p className={styles.explanation} aria-live="polite">
        {step.explanation}
      </p>
    </section>
  );
}
