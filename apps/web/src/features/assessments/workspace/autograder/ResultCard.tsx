import { Callout, type Intent } from '@blueprintjs/core';
import type { AutograderError, AutograderResult } from '@sa/domain';
import { autograderErrorText } from '@sa/runner';
import styles from '../assessmentWorkspace.module.css';
import { NO_ANSWER } from '../texts';

const INTENT: Record<AutograderResult['resultType'], Intent> = {
  pass: 'success',
  fail: 'danger',
  error: 'danger',
};

function ErrorLines({ errors }: { errors: readonly AutograderError[] }) {
  return (
    <>
      {errors.map((error, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: errors have no identity; the list never reorders
        <pre key={i}>
          {autograderErrorText(error)}
          {error.errorType === 'systemError' ? `\n${error.errorMessage}` : null}
        </pre>
      ))}
    </>
  );
}

/**
 * One testcase's result: pass, fail (with the expected answer only where the testcase is shown) or
 * error (spec 1 section 8 texts); 'No Answer' before it has run.
 */
export function ResultCard(props: {
  number: number;
  result: AutograderResult | null;
  running: boolean;
  hidden: boolean;
}) {
  const { number, result, running, hidden } = props;
  const label = `Result of testcase ${number}`;
  if (result === null) {
    return (
      <section aria-label={label} className={styles.result}>
        <Callout>{running ? 'Running...' : NO_ANSWER}</Callout>
      </section>
    );
  }
  return (
    <section aria-label={label} className={styles.result}>
      <Callout intent={INTENT[result.resultType]} title={title(result)}>
        {result.resultType === 'fail' ? (
          <>
            {hidden ? null : <pre>Expected: {result.expected}</pre>}
            <pre>Actual: {result.actual}</pre>
          </>
        ) : null}
        {result.resultType === 'error' ? <ErrorLines errors={result.errors} /> : null}
      </Callout>
    </section>
  );
}

function title(result: AutograderResult): string {
  switch (result.resultType) {
    case 'pass':
      return `Pass (score ${result.score})`;
    case 'fail':
      return 'Fail';
    case 'error':
      return 'Error';
  }
}
