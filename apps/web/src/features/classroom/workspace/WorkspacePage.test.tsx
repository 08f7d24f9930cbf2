import {
  CLASSROOM_COMMIT_MESSAGE,
  CLASSROOM_TEXTS,
  DEFAULT_NEW_REPOSITORY_NAME,
  NO_PUBLIC_EMAIL,
} from '@sa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { editorText, typeInEditor } from '../../../test/editor';
import { fakeRunner, finishedWith } from '../../../test/fakeRunner';
import { classroomUnsaved } from '../unsaved';
import {
  addOwnMission,
  FAKE_USER,
  type FakeGitHub,
  openMission,
  repositoryIn,
  STUDENT_MISSION,
  startFakeGitHub,
} from './test/openMission';
import { WORKSPACE_TEXTS } from './texts';

vi.mock('../../../workspace/browserRunner', async () => {
  const { loadFakeSession } = await import('../../../test/fakeRunner');
  return { loadBrowserSession: loadFakeSession };
});

let fake: FakeGitHub;
beforeEach(async () => {
  fakeRunner.reset();
  fake = await startFakeGitHub();
});
afterEach(() => fake.close());

const FUTURE = '2099-01-31T23:59:00+08:00';
const loaded = () => screen.findByText(/^Task 1 of/, {}, { timeout: 10_000 });
const tab = (name: string) => screen.getByRole('tab', { name });

describe("the Classroom's mission workspace", () => {
  it('sends a visitor without a GitHub session to the login page', async () => {
    openMission(fake, { missionRepoData: STUDENT_MISSION }, { signedIn: false });
    expect(await screen.findByText('GitHub login page')).toBeTruthy();
  });

  it("loads a student's mission repository into the tabs, read-only, with the mission's chapter", async () => {
    const { user } = openMission(fake, {
      missionRepoData: STUDENT_MISSION,
      dueDate: FUTURE,
      title: 'Rune Trials',
    });
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await loaded()).toBeTruthy();
    expect(screen.getByText('Task 1 of 2')).toBeTruthy();
    expect(screen.getByText(/Write a function/)).toBeTruthy();
    expect(screen.getByText(WORKSPACE_TEXTS.readOnlyNote)).toBeTruthy();
    expect(screen.getByLabelText('Language').textContent).toBe('Source §2');
    // SavedCode.js is empty in the repository: the editor opens with the starter code.
    expect(editorText()).toBe('function square(x) {\n  // your answer here\n}\n');
    expect(screen.queryByRole('tab', { name: 'Mission Metadata' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add task' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Task description' })).toBeNull();

    await user.click(tab('Briefing'));
    expect(await screen.findByText(/The runes await/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rune Trials', level: 2 })).toBeTruthy();
    await user.click(tab('Testcases'));
    const first = within(screen.getByRole('region', { name: 'Testcase 1' }));
    expect(first.getByText('square(3);')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Testcase 2' })).getByText('Hidden testcase'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Program of testcase 1' })).toBeNull();

    // Task 2 is an MCQ: the student gets the choices.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(tab('Task'));
    expect(await screen.findByRole('radiogroup', { name: 'Choices' })).toBeTruthy();
    expect(screen.getByText('Task 2 of 2')).toBeTruthy();
  });

  it("runs the testcases as the Autograder does: each in a session of its own, after the editor's code", async () => {
    const { user } = openMission(fake, { missionRepoData: STUDENT_MISSION, dueDate: FUTURE });
    await loaded();
    typeInEditor('function square(x) { return x * x; }');
    fakeRunner.respond = (call) =>
      call.code === 'square(3);' ? finishedWith('9') : finishedWith('undefined');
    await user.click(tab('Testcases'));
    await user.click(screen.getByRole('button', { name: 'Run testcases' }));
    const result = within(screen.getByRole('region', { name: 'Result of testcase 1' }));
    expect(await result.findByText('Pass (score 1)')).toBeTruthy();
    const graded = fakeRunner.calls.find((c) => c.code === 'square(3);');
    const sameSession = fakeRunner.calls.filter((c) => c.session === graded?.session).map((c) => c.code);
    expect(sameSession).toContain('function square(x) { return x * x; }');
    expect(sameSession.indexOf('square(3);')).toBe(sameSession.length - 1);
    const settings = fakeRunner.calls.find((c) => c.session === graded?.session && c.settings)?.settings;
    expect(settings).toMatchObject({ chapter: 2, variant: 'default' });
  });

  it('saves only the changed file, with its sha, as the signed-in author; the unsaved flag follows', async () => {
    const { user } = openMission(fake, { missionRepoData: STUDENT_MISSION, dueDate: FUTURE });
    await loaded();
    expect(classroomUnsaved.get()).toBe(false);
    typeInEditor('function square(x) { return x * x; }\n');
    await waitFor(() => expect(classroomUnsaved.get()).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(`Successfully saved ${STUDENT_MISSION.owner}/${STUDENT_MISSION.name}!`),
    ).toBeTruthy();
    expect(fake.commits).toEqual([
      {
        repo: `${STUDENT_MISSION.owner}/${STUDENT_MISSION.name}`,
        path: 'Q1/SavedCode.js',
        message: CLASSROOM_COMMIT_MESSAGE,
        author: { name: FAKE_USER.name, email: NO_PUBLIC_EMAIL },
        committer: { name: FAKE_USER.name, email: NO_PUBLIC_EMAIL },
      },
    ]);
    expect(repositoryIn(fake, STUDENT_MISSION).files.get('Q1/SavedCode.js')).toBe(
      'function square(x) { return x * x; }\n',
    );
    expect(classroomUnsaved.get()).toBe(false);

    // The next save carries the sha GitHub answered: no 409.
    typeInEditor('function square(x) { return x ** 2; }\n');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.commits).toHaveLength(2));
    expect(await screen.findAllByText(/^Successfully saved/)).toHaveLength(2);
  });

  it('reports a file changed on GitHub since it was opened (409) and keeps the local copy', async () => {
    const { user } = openMission(fake, { missionRepoData: STUDENT_MISSION, dueDate: FUTURE });
    await loaded();
    repositoryIn(fake, STUDENT_MISSION).files.set('Q1/SavedCode.js', 'changed elsewhere\n');
    typeInEditor('my work\n');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CLASSROOM_TEXTS.changedElsewhere)).toBeTruthy();
    expect(fake.commits).toEqual([]);
    expect(repositoryIn(fake, STUDENT_MISSION).files.get('Q1/SavedCode.js')).toBe('changed elsewhere\n');
    expect(editorText()).toBe('my work\n');
    expect(classroomUnsaved.get()).toBe(true);
  });

  it('refuses to save past the due date', async () => {
    const { user } = openMission(fake, {
      missionRepoData: STUDENT_MISSION,
      dueDate: '2020-03-01T23:59:00+08:00',
    });
    await loaded();
    typeInEditor('late work\n');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CLASSROOM_TEXTS.pastDueDate)).toBeTruthy();
    expect(fake.commits).toEqual([]);
  });

  it("lets the owner edit the task and delete a task: only those files are written, the folder's removed file by file", async () => {
    const repo = addOwnMission(fake);
    const { user } = openMission(fake, { missionRepoData: repo });
    await loaded();
    expect(tab('Mission Metadata')).toBeTruthy();
    expect(screen.getByLabelText('Language').textContent).toBe('Source §3');
    const description = screen.getByRole('textbox', { name: 'Task description' });
    await user.clear(description);
    await user.type(description, 'New task one');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/You have unsaved changes. Go to the other task anyway/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Task 2 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete task' }));
    expect(await screen.findByText(CLASSROOM_TEXTS.confirmDeleteTask)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Task 1 of 1')).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Task description' }).value).toBe(
      'New task one',
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Successfully saved ${repo.owner}/${repo.name}!`)).toBeTruthy();
    expect(fake.commits.map((c) => c.path)).toEqual([
      'Q1/Problem.md',
      'Q2/notes.txt',
      'Q2/Problem.md',
      'Q2/SavedCode.js',
      'Q2/StarterCode.js',
      'Q2/TestPrepend.js',
    ]);
    expect(fake.commits.every((c) => c.message === CLASSROOM_COMMIT_MESSAGE)).toBe(true);
    const files = repositoryIn(fake, repo).files;
    expect(files.get('Q1/Problem.md')).toBe('New task one');
    expect([...files.keys()].filter((path) => path.startsWith('Q2/'))).toEqual([]);
  });

  it('says when a task cannot be added or deleted, and adds after the current one', async () => {
    const { user } = openMission(fake);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete task' }));
    expect(await screen.findByText(CLASSROOM_TEXTS.onlyRemainingTask)).toBeTruthy();
    for (let n = 2; n <= 20; n++) await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(screen.getByText('Task 20 of 20')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText(CLASSROOM_TEXTS.tooManyTasks)).toBeTruthy();
    expect(screen.getByText('Task 20 of 20')).toBeTruthy();
  });

  it('saves a new mission through the save dialog: title required, files listed, a new repository', async () => {
    const { user } = openMission(fake);
    await loaded();
    expect(tab('Mission Metadata')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = within(await screen.findByRole('dialog'));
    const title = dialog.getByRole<HTMLInputElement>('textbox', { name: 'Repository title' });
    expect(title.value).toBe(DEFAULT_NEW_REPOSITORY_NAME);
    const files = dialog.getByRole('list', { name: 'Files to create' });
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['README.md', '.metadata', 'Q1/Problem.md', 'Q1/StarterCode.js', 'Q1/SavedCode.js']);
    await user.clear(title);
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText(CLASSROOM_TEXTS.noRepositoryTitle)).toBeTruthy();
    expect(fake.repositories.some((r) => r.owner === FAKE_USER.login && r.name === 'rune-remix')).toBe(false);

    await user.type(title, 'rune-remix');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`Successfully created ${FAKE_USER.login}/rune-remix!`)).toBeTruthy();
    const created = repositoryIn(fake, { owner: FAKE_USER.login, name: 'rune-remix' });
    expect([...created.files.keys()].sort()).toEqual(
      ['.metadata', 'Q1/Problem.md', 'Q1/SavedCode.js', 'Q1/StarterCode.js', 'README.md'].sort(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(classroomUnsaved.get()).toBe(false);

    // From now on Save writes to that repository, only what changed.
    typeInEditor('display("hi");\n');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Successfully saved ${FAKE_USER.login}/rune-remix!`)).toBeTruthy();
    expect(fake.commits.at(-1)?.path).toBe('Q1/SavedCode.js');
  });
});
