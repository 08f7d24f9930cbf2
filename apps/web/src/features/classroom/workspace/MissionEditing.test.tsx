import { CLASSROOM_TEXTS } from '@sa/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { editorText, typeInEditor } from '../../../test/editor';
import { fakeRunner } from '../../../test/fakeRunner';
import { classroomUnsaved } from '../unsaved';
import {
  addOwnMission,
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

const controlBar = () => within(screen.getByRole('toolbar', { name: 'Control bar' }));
const loaded = () => screen.findByText(/^Task 1 of/, {}, { timeout: 10_000 });
const MCQ =
  'MCQ\n{"answer": -1, "choices": [{"option": "Yes", "hint": null}, {"option": "No", "hint": null}], "solution": 0}\n';

describe('editing a mission in the Classroom workspace', () => {
  it('Reset asks, then goes back to the copy last loaded', async () => {
    const { user } = openMission(fake, { missionRepoData: STUDENT_MISSION });
    await loaded();
    const opened = editorText();
    typeInEditor('scribbles\n');
    await waitFor(() => expect(classroomUnsaved.get()).toBe(true));
    await user.click(controlBar().getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(WORKSPACE_TEXTS.resetQuestion)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(editorText()).toBe('scribbles\n');
    await user.click(controlBar().getByRole('button', { name: 'Reset' }));
    const alert = within(await screen.findByRole('alertdialog'));
    await user.click(alert.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(editorText()).toBe(opened));
    expect(classroomUnsaved.get()).toBe(false);
  });

  it('changes the chapter in Mission Metadata, which saving writes to .metadata alone', async () => {
    const repo = addOwnMission(fake);
    const { user } = openMission(fake, { missionRepoData: repo });
    await loaded();
    await user.click(screen.getByRole('tab', { name: 'Mission Metadata' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source chapter' }), '4');
    expect(screen.getByLabelText('Language').textContent).toBe('Source §4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.commits.map((c) => c.path)).toEqual(['.metadata']));
    expect(JSON.parse(repositoryIn(fake, repo).files.get('.metadata') ?? '')).toEqual({ sourceVersion: 4 });
  });

  it('shows the owner an MCQ task as text or, toggled, as the form; a choice is written into the task', async () => {
    const repo = addOwnMission(fake);
    repositoryIn(fake, repo).files.set('Q1/Problem.md', MCQ);
    const { user } = openMission(fake, { missionRepoData: repo });
    await loaded();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Task description' }).value).toBe(MCQ);
    await user.click(screen.getByRole('button', { name: 'Show MCQ form' }));
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    expect(screen.getByRole('radio', { name: 'No' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Show MCQ text' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Task description' }).value).toContain(
      '"answer": 1',
    );
  });

  it('lets the owner edit testcases, prepend and postpend', async () => {
    const repo = addOwnMission(fake);
    const { user } = openMission(fake, { missionRepoData: repo });
    await loaded();
    await user.click(screen.getByRole('tab', { name: 'Testcases' }));
    await user.click(screen.getByRole('button', { name: 'Add testcase' }));
    await user.type(screen.getByRole('textbox', { name: 'Program of testcase 1' }), 'one();');
    await user.type(screen.getByRole('textbox', { name: 'Expected answer of testcase 1' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Test postpend' }), 'const after = 1;');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.commits).toHaveLength(2));
    expect(fake.commits.map((c) => c.path)).toEqual(['Q1/TestPostpend.js', 'Q1/TestCases.json']);
    expect(JSON.parse(repositoryIn(fake, repo).files.get('Q1/TestCases.json') ?? '')).toEqual([
      { program: 'one();', answer: '1', score: 0, type: 'public' },
    ]);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = openMission(fake, { missionRepoData: STUDENT_MISSION });
    await loaded();
    typeInEditor('unsaved work\n');
    await waitFor(() => expect(classroomUnsaved.get()).toBe(true));
    act(() => void router.navigate('/githubassessments/missions'));
    expect(await screen.findByText(WORKSPACE_TEXTS.unsavedLeave)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(editorText()).toBe('unsaved work\n');
    act(() => void router.navigate('/githubassessments/missions'));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Missions page')).toBeTruthy();
    expect(classroomUnsaved.get()).toBe(false);
  });

  it('says so when the repository cannot be read', async () => {
    openMission(fake, { missionRepoData: { owner: 'nobody', name: 'missing' } });
    expect(await screen.findByText(WORKSPACE_TEXTS.loadFailed)).toBeTruthy();
    expect(await screen.findByText(CLASSROOM_TEXTS.fileContentError)).toBeTruthy();
  });
});
