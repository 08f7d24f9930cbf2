import { Button, H5 } from '@blueprintjs/core';
import { parseIntegerField, type StoredTestcase } from '@sa/domain';
import styles from '../missioncontrol.module.css';
import { IntegerField, TextAreaField, TextField } from './inputs';

/** One kind of testcase (public, opaque or secret): program, answer and score each. */
export function TestcaseFields({
  title,
  noun,
  testcases,
  onChange,
}: {
  title: string;
  /** 'Public testcase': names the fields of each ('Public testcase 1 program'). */
  noun: string;
  testcases: readonly StoredTestcase[];
  onChange(testcases: StoredTestcase[]): void;
}) {
  const update = (index: number, patch: Partial<StoredTestcase>) =>
    onChange(testcases.map((t, i) => (i === index ? { ...t, ...patch } : t)));
  return (
    <section className={styles.fields} aria-label={title}>
      <H5>{title}</H5>
      {testcases.map((testcase, index) => {
        const name = `${noun} ${index + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: testcases are identified by position in the file
          <div key={index} className={styles.item}>
            <TextAreaField
              label={`${name} program`}
              value={testcase.program}
              code
              onChange={(program) => update(index, { program })}
            />
            <div className={styles.row}>
              <TextField
                label={`${name} answer`}
                value={testcase.answer}
                onChange={(answer) => update(index, { answer })}
              />
              <IntegerField
                label={`${name} score`}
                value={testcase.score}
                parse={parseIntegerField}
                onChange={(score) => update(index, { score })}
              />
              <Button
                text={`Remove ${name.toLowerCase()}`}
                onClick={() => onChange(testcases.filter((_, i) => i !== index))}
              />
            </div>
          </div>
        );
      })}
      <Button
        icon="add"
        text={`Add ${noun.toLowerCase()}`}
        onClick={() => onChange([...testcases, { program: '', answer: '', score: 0 }])}
      />
    </section>
  );
}
