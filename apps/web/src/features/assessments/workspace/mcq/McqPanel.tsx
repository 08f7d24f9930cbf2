import { Callout } from '@blueprintjs/core';
import type { McqChoiceOutput } from '@sa/contracts';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { Markdown } from '../../../../app/markdown/Markdown';
import styles from '../assessmentWorkspace.module.css';
import { MCQ_HINT_MS } from '../texts';

type Choice = z.infer<typeof McqChoiceOutput>;

interface Hint {
  text: string;
  correct: boolean;
}

/**
 * The multiple-choice panel in the editor's place: one radio-like button per choice, its content as
 * sanitised markdown. Choosing shows the choice's hint for 4 s when there is one and the solution is
 * known, green when the choice is the solution, red otherwise (spec 1 section 4).
 */
export function McqPanel(props: {
  choices: readonly Choice[];
  selected: number | null;
  solution: number | undefined;
  onChoose(choiceId: number): void;
}) {
  const { choices, selected, solution, onChoose } = props;
  const [hint, setHint] = useState<Hint | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const choose = (choice: Choice) => {
    if (choice.hint && solution !== undefined) {
      if (timer.current !== null) clearTimeout(timer.current);
      setHint({ text: choice.hint, correct: choice.id === solution });
      timer.current = setTimeout(() => setHint(null), MCQ_HINT_MS);
    }
    onChoose(choice.id);
  };

  return (
    <div className={styles.mcqPanel}>
      <div role="radiogroup" aria-label="Choices" className={styles.choices}>
        {choices.map((choice) => (
          // biome-ignore lint/a11y/useSemanticElements: a choice holds block markdown (paragraphs, code), which a radio input's label cannot
          <button
            key={choice.id}
            type="button"
            role="radio"
            aria-checked={selected === choice.id}
            className={styles.choice}
            onClick={() => choose(choice)}
          >
            <Markdown text={choice.content} />
          </button>
        ))}
      </div>
      {hint ? (
        <Callout role="status" intent={hint.correct ? 'success' : 'danger'}>
          <Markdown text={hint.text} />
        </Callout>
      ) : null}
    </div>
  );
}
