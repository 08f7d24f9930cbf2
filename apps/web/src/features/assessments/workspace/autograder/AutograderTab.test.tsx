import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRunner, finishedWith, runtimeError } from '../../../../test/fakeRunner';
import { assessment, programming, workspaceBackend } from '../test/fixtures';
import { openWorkspace, shown, typeInEditor } from '../test/openWorkspace';
import { HIDDEN_TESTCASE, NO_ANSWER, NO_TESTCASES } from '../texts';

vi.mock('../../../../workspace/browserRunner', async () => {
  const { loadFakeSession } = await import('../../../../test/fakeRunner');
  return { loadBrowserSession: loadFakeSession };
});

beforeEach(() => fakeRunner.reset());

const PATH = '/courses/1/missions/5/0';
const result = (n: number) => within(screen.getByRole('region', { name: `Result of testcase ${n}` }));
const testcase = (n: number) => within(screen.getByRole('region', { name: `Testcase ${n}` }));

const question = programming(51, {
  prepend: 'const base = 1;',
  postpend: '// checks',
  testcases: [
    { type: 'public', program: 'f(1);', answer: '2', score: 4 },
    { type: 'public', program: 'f(2);', answer: '4', score: 1 },
    { type: 'opaque', program: 'f(secret);', answer: '99', score: 1 },
  ],
});

/** Answers as the real runner would for a student's f(x) = x + 1 (wrong for f(2)). */
function studentRunner() {
  fakeRunner.respond = (call) => {
    if (call.code === 'f(1);') return finishedWith('2');
    if (call.code === 'f(2);') return finishedWith('3');
    if (call.code === 'f(secret);') return runtimeError(1, 'Name secret not declared.');
    return finishedWith('undefined');
  };
}

async function openAutograder() {
  const app = openWorkspace(PATH, workspaceBackend(assessment(5, [question])));
  await shown('Question 1 of 1');
  await app.user.click(screen.getByRole('tab', { name: 'Autograder' }));
  return app;
}

describe('the Autograder tab', () => {
  it("lists public testcases with program and answer, opaque ones as 'Hidden testcase', all 'No Answer' at first", async () => {
    await openAutograder();
    expect(testcase(1).getByText('f(1);')).toBeTruthy();
    expect(testcase(1).getByText('2')).toBeTruthy();
    expect(testcase(3).getByText(HIDDEN_TESTCASE)).toBeTruthy();
    expect(testcase(3).queryByText('f(secret);')).toBeNull();
    expect(testcase(3).queryByText('99')).toBeNull();
    for (const n of [1, 2, 3]) expect(result(n).getByText(NO_ANSWER)).toBeTruthy();
  });

  it('grades each testcase in a fresh session: pass, fail and error cards with the spec texts', async () => {
    const { user } = await openAutograder();
    typeInEditor('function f(x) { return x + 1; }');
    studentRunner();
    const before = fakeRunner.created;
    await user.click(screen.getByRole('button', { name: 'Run testcases' }));
    await waitFor(() => expect(result(3).queryByText('Error')).toBeTruthy());

    expect(result(1).getByText('Pass (score 4)')).toBeTruthy();
    expect(result(2).getByText('Fail')).toBeTruthy();
    expect(result(2).getByText('Expected: 4')).toBeTruthy();
    expect(result(2).getByText('Actual: 3')).toBeTruthy();
    expect(result(3).getByText('[RUNTIME] Line 1: Name secret not declared.')).toBeTruthy();
    expect(result(3).queryByText(/Expected/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Result of testcase 1' }).innerHTML).toContain(
      'intent-success',
    );
    expect(screen.getByRole('region', { name: 'Result of testcase 2' }).innerHTML).toContain('intent-danger');

    // Three new sessions, each used for one testcase's four stages and then disposed.
    expect(fakeRunner.created - before).toBe(3);
    const graded = fakeRunner.calls.filter((c) => c.session > before);
    for (let s = before + 1; s <= before + 3; s += 1) {
      expect(graded.filter((c) => c.session === s).map((c) => c.code)).toEqual([
        'const base = 1;',
        'function f(x) { return x + 1; }',
        '// checks',
        expect.stringMatching(/^f\(/),
      ]);
    }
    expect(graded[0]?.settings).toMatchObject({ chapter: 1, variant: 'default', execTimeMs: 1000 });
    await waitFor(() => expect(fakeRunner.disposed).toBeGreaterThanOrEqual(3));
  });

  it('reports a timeout with the TIMEOUT text, resets results before a rerun, and says which testcase Stop aborted', async () => {
    const { user } = await openAutograder();
    fakeRunner.respond = (call) =>
      call.code === 'f(2);'
        ? {
            status: 'error',
            text: 'Line 1: Potential infinite loop detected.',
            errors: [
              { type: 'Runtime', severity: 'Error', line: 1, column: 0, text: 'Line 1: x', isTimeout: true },
            ],
          }
        : finishedWith(call.code === 'f(1);' ? '2' : 'undefined');
    await user.click(screen.getByRole('button', { name: 'Run testcases' }));
    expect(
      await result(2).findByText('[TIMEOUT] Submission exceeded time limit for this test case.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Run testcases' })).toHaveProperty('disabled', false),
    );

    // The rerun hangs on the first testcase: every earlier result is already cleared.
    fakeRunner.respond = (call) => (call.code === 'f(1);' ? 'hang' : finishedWith('undefined'));
    await user.click(screen.getByRole('button', { name: 'Run testcases' }));
    expect(await result(1).findByText('Running...')).toBeTruthy();
    expect(result(2).getByText(NO_ANSWER)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop testcases' }));
    expect(await screen.findByText('Execution of testcase 1 aborted')).toBeTruthy();
    expect(result(1).getByText(NO_ANSWER)).toBeTruthy();
    expect(result(3).getByText(NO_ANSWER)).toBeTruthy();
  });

  it('says so when the question has no testcases', async () => {
    const { user } = openWorkspace(PATH, workspaceBackend(assessment(5, [programming(51)])));
    await shown('Question 1 of 1');
    await user.click(screen.getByRole('tab', { name: 'Autograder' }));
    expect(screen.getByText(NO_TESTCASES)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run testcases' })).toBeNull();
  });

  it("shows staff the learner's testcases only: secret ones are the server grader's", async () => {
    const withSecret = programming(51, {
      testcases: [{ type: 'public', program: 'f(1);', answer: '2', score: 1 }],
    });
    const served = assessment(5, [withSecret]);
    const backend = workspaceBackend(served);
    const staffView = {
      ...served,
      questions: [
        {
          ...withSecret,
          graderLibrary: withSecret.library,
          showSolution: false,
          testcases: [...withSecret.testcases, { type: 'secret', program: 'f(7);', answer: '8', score: 1 }],
        },
      ],
    };
    backend.on(
      'GET courses/1/assessments/5',
      () => new Response(JSON.stringify(staffView), { headers: { 'content-type': 'application/json' } }),
    );
    const { user } = openWorkspace(PATH, backend, 'staff');
    await shown('Question 1 of 1');
    await user.click(screen.getByRole('tab', { name: 'Autograder' }));
    expect(screen.getByRole('region', { name: 'Testcase 1' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Testcase 2' })).toBeNull();
  });
});
