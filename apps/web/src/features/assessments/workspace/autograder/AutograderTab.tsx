import { Button, Callout } from '@blueprintjs/core';
import { PlayIcon, StopIcon } from '@blueprintjs/icons';
import type { TestcaseOutput } from '@sa/contracts';
import type { GradingProgram } from '@sa/runner';
import { useStore } from '../../../../workspace/createStore';
import { useLearnerEventRecorder } from '../../../achievements';
import styles from '../assessmentWorkspace.module.css';
import { HIDDEN_TESTCASE, NO_TESTCASES, testcaseAborted } from '../texts';
import { ResultCard } from './ResultCard';
import type { TestcaseRunner } from './testcaseRunner';

/**
 * Spec 1 section 2.8: the question's testcases, public ones with program and expected answer, opaque
 * ones only as 'Hidden testcase' (grey), each with its result card, and a run over all of them.
 */
export function AutograderTab(props: {
  testcases: readonly TestcaseOutput[];
  runner: TestcaseRunner;
  program: () => GradingProgram;
}) {
  const { testcases, runner, program } = props;
  const { results, running, aborted } = useStore(runner.store, (s) => s);
  const recordEvent = useLearnerEventRecorder();
  if (testcases.length === 0) return <p>{NO_TESTCASES}</p>;
  const busy = running !== null;
  return (
    <div>
      <div className={styles.testcaseActions}>
        <Button
          icon={<PlayIcon />}
          text="Run testcases"
          intent="primary"
          disabled={busy}
          onClick={() => {
            recordEvent('Run Testcase', testcases.length);
            void runner.runAll(program());
          }}
        />
        {busy ? <Button icon={<StopIcon />} text="Stop testcases" onClick={() => runner.stop()} /> : null}
      </div>
      {aborted === null ? null : (
        <Callout intent="warning" className={styles.result}>
          {testcaseAborted(aborted + 1)}
        </Callout>
      )}
      {testcases.map((testcase, index) => {
        const hidden = testcase.type !== 'public';
        const number = index + 1;
        return (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: testcases have no id; their order is fixed
            key={index}
            aria-label={`Testcase ${number}`}
            className={`${styles.testcase} ${hidden ? styles.hiddenTestcase : ''}`}
          >
            <strong>Testcase {number}</strong>
            {hidden ? (
              <p>{HIDDEN_TESTCASE}</p>
            ) : (
              <>
                <pre>{testcase.program}</pre>
                <div>
                  Expected answer: <code>{testcase.answer}</code>
                </div>
              </>
            )}
            <ResultCard
              number={number}
              result={results[index] ?? null}
              running={running === index}
              hidden={hidden}
            />
          </section>
        );
      })}
    </div>
  );
}
