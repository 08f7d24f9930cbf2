import { Button, Tag } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import type { AutograderResultOutput, TestcaseOutput } from '@sa/contracts';
import { ResultCard } from '../../assessments';
import styles from './grading.module.css';
import { NO_TESTCASES } from './texts';

/**
 * The grader's Autograder tab: every testcase, secret ones included, with its program, expected
 * answer and the stored result of the last autograding, and a button to reautograde the question.
 */
export function StaffAutograderTab(props: {
  testcases: readonly TestcaseOutput[];
  results: readonly AutograderResultOutput[];
  status: string;
  busy: boolean;
  onReautograde(): void;
}) {
  const { testcases, results, status, busy, onReautograde } = props;
  return (
    <div>
      <div className={styles.xpRow}>
        <Button icon={<RefreshIcon />} text="Reautograde question" loading={busy} onClick={onReautograde} />
        <span className={styles.meta}>{`Autograding: ${status}`}</span>
      </div>
      {testcases.length === 0 ? <p>{NO_TESTCASES}</p> : null}
      {testcases.map((testcase, index) => {
        const number = index + 1;
        return (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: testcases have no id; their order is fixed
            key={index}
            aria-label={`Testcase ${number}`}
            className={styles.testcase}
          >
            <strong>{`Testcase ${number} `}</strong>
            <Tag minimal intent={testcase.type === 'secret' ? 'warning' : 'none'}>
              {testcase.type}
            </Tag>
            <pre>{testcase.program}</pre>
            <div>
              Expected answer: <code>{testcase.answer}</code>
            </div>
            <ResultCard number={number} result={results[index] ?? null} running={false} hidden={false} />
          </section>
        );
      })}
    </div>
  );
}
