import { Button, Classes, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { AddIcon, PlayIcon, StopIcon, TrashIcon } from '@blueprintjs/icons';
import { type MissionTask, type MissionTestcase, TESTCASE_TYPES } from '@sa/domain';
import type { GradingProgram } from '@sa/runner';
import { useStore } from '../../../workspace/createStore';
import { AutograderTab, ResultCard, type TestcaseRunner, testcaseAborted } from '../../assessments';

type TaskChange = Partial<Pick<MissionTask, 'testPrepend' | 'testPostpend' | 'testCases'>>;

const NEW_TESTCASE: MissionTestcase = { program: '', answer: '', score: 0, type: 'public' };

/**
 * The Testcases tab. A student sees them as the Autograder tab shows an assessment's (opaque ones
 * hidden); the owner edits each testcase, the prepend and the postpend, and runs them the same way.
 */
export function TestcasesTab(props: {
  task: MissionTask;
  owner: boolean;
  runner: TestcaseRunner;
  program: () => GradingProgram;
  onChange(change: TaskChange): void;
}) {
  const { task, owner, runner, program, onChange } = props;
  if (!owner) return <AutograderTab testcases={task.testCases} runner={runner} program={program} />;
  const setCase = (index: number, change: Partial<MissionTestcase>) =>
    onChange({ testCases: task.testCases.map((t, i) => (i === index ? { ...t, ...change } : t)) });
  return (
    <div>
      <FormGroup label="Test prepend" labelFor="classroom-prepend">
        <TextArea
          id="classroom-prepend"
          fill
          className={Classes.MONOSPACE_TEXT}
          value={task.testPrepend}
          onChange={(e) => onChange({ testPrepend: e.target.value })}
        />
      </FormGroup>
      <FormGroup label="Test postpend" labelFor="classroom-postpend">
        <TextArea
          id="classroom-postpend"
          fill
          className={Classes.MONOSPACE_TEXT}
          value={task.testPostpend}
          onChange={(e) => onChange({ testPostpend: e.target.value })}
        />
      </FormGroup>
      <RunControls runner={runner} program={program} count={task.testCases.length} />
      {task.testCases.map((testcase, index) => (
        <TestcaseEditor
          // biome-ignore lint/suspicious/noArrayIndexKey: testcases have no id; their place is their name
          key={index}
          number={index + 1}
          testcase={testcase}
          runner={runner}
          onChange={(change) => setCase(index, change)}
          onDelete={() => onChange({ testCases: task.testCases.filter((_, i) => i !== index) })}
        />
      ))}
      <Button
        icon={<AddIcon />}
        text="Add testcase"
        onClick={() => onChange({ testCases: [...task.testCases, NEW_TESTCASE] })}
      />
    </div>
  );
}

function RunControls(props: { runner: TestcaseRunner; program: () => GradingProgram; count: number }) {
  const { runner, program, count } = props;
  const { running, aborted } = useStore(runner.store, (s) => s);
  if (count === 0) return null;
  return (
    <div>
      <Button
        icon={<PlayIcon />}
        text="Run testcases"
        intent="primary"
        disabled={running !== null}
        onClick={() => void runner.runAll(program())}
      />
      {running !== null ? (
        <Button icon={<StopIcon />} text="Stop testcases" onClick={() => runner.stop()} />
      ) : null}
      {aborted !== null ? <p role="status">{testcaseAborted(aborted + 1)}</p> : null}
    </div>
  );
}

function TestcaseEditor(props: {
  number: number;
  testcase: MissionTestcase;
  runner: TestcaseRunner;
  onChange(change: Partial<MissionTestcase>): void;
  onDelete(): void;
}) {
  const { number, testcase, runner, onChange, onDelete } = props;
  const result = useStore(runner.store, (s) => s.results[number - 1] ?? null);
  const running = useStore(runner.store, (s) => s.running === number - 1);
  const id = `classroom-testcase-${number}`;
  return (
    <section aria-label={`Testcase ${number}`}>
      <strong>Testcase {number}</strong>
      <FormGroup label={`Program of testcase ${number}`} labelFor={`${id}-program`}>
        <TextArea
          id={`${id}-program`}
          fill
          className={Classes.MONOSPACE_TEXT}
          value={testcase.program}
          onChange={(e) => onChange({ program: e.target.value })}
        />
      </FormGroup>
      <FormGroup label={`Expected answer of testcase ${number}`} labelFor={`${id}-answer`}>
        <InputGroup
          id={`${id}-answer`}
          value={testcase.answer}
          onValueChange={(answer) => onChange({ answer })}
        />
      </FormGroup>
      <FormGroup label={`Score of testcase ${number}`} labelFor={`${id}-score`} inline>
        <InputGroup
          id={`${id}-score`}
          type="number"
          value={String(testcase.score)}
          onValueChange={(value) => onChange({ score: Number(value) || 0 })}
        />
      </FormGroup>
      <FormGroup label={`Type of testcase ${number}`} labelFor={`${id}-type`} inline>
        <HTMLSelect
          id={`${id}-type`}
          value={testcase.type}
          options={[...TESTCASE_TYPES]}
          onChange={(e) => {
            const type = TESTCASE_TYPES.find((known) => known === e.target.value);
            if (type) onChange({ type });
          }}
        />
      </FormGroup>
      <Button icon={<TrashIcon />} variant="minimal" text={`Delete testcase ${number}`} onClick={onDelete} />
      <ResultCard number={number} result={result} running={running} hidden={false} />
    </section>
  );
}
