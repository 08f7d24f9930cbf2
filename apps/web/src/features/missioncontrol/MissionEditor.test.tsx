import { EditorView } from '@codemirror/view';
import { readAssessmentXml, type XmlAssessment } from '@sa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSession } from '../../workspace/test/fakeSession';
import { MISSION_KEY, OVERVIEW_KEY, overviewOf } from './storage';
import { openMissionControl, TWO_QUESTIONS_XML } from './testSupport';

vi.mock('../../workspace/browserRunner', () => ({ loadBrowserSession: async () => createFakeSession() }));
const downloads = vi.hoisted(() => [] as Array<{ name: string; text: string }>);
vi.mock('../../lib/download', () => ({
  downloadText: (name: string, text: string) => downloads.push({ name, text }),
}));

function saveImported(): XmlAssessment {
  const read = readAssessmentXml(TWO_QUESTIONS_XML);
  if (!read.ok) throw new Error(read.error);
  localStorage.setItem(MISSION_KEY, JSON.stringify(read.assessment));
  localStorage.setItem(OVERVIEW_KEY, JSON.stringify(overviewOf(read.assessment, 'runes.xml')));
  return read.assessment;
}

const stored = (): XmlAssessment => JSON.parse(localStorage.getItem(MISSION_KEY) ?? 'null');

async function openQuestionFields(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Question Specific' }));
}

describe('the mission editor', () => {
  beforeEach(() => {
    downloads.length = 0;
  });

  it('keeps Max XP when the text is not a whole number, clamps it at 0, and saves the new total', async () => {
    saveImported();
    const user = userEvent.setup();
    openMissionControl('/mission-control/-1/0');
    await openQuestionFields(user);
    const maxXp = screen.getByLabelText('Max XP');
    await user.clear(maxXp);
    await user.type(maxXp, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(stored().questions[0]?.maxXp).toBe(100);
    await user.clear(maxXp);
    await user.type(maxXp, '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(stored().questions[0]?.maxXp).toBe(0);
    expect(JSON.parse(localStorage.getItem(OVERVIEW_KEY) ?? '{}').maxXp).toBe(20);
  });

  it('removes whitespace from symbol names and edits testcases', async () => {
    saveImported();
    const user = userEvent.setup();
    openMissionControl('/mission-control/-1/0');
    await openQuestionFields(user);
    const libraries = screen.getByRole('region', { name: 'Question library' });
    await user.click(within(libraries).getByRole('button', { name: 'Add symbol' }));
    await user.type(within(libraries).getByLabelText('Symbol 1'), 'make rune');
    await user.type(screen.getByLabelText('Public testcase 1 answer'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const question = stored().questions[0];
    expect(question?.library.external.symbols).toEqual(['makerune']);
    expect(question?.question.type === 'programming' && question.question.data.public[0]?.answer).toBe('40');
  });

  it('asks before a structural edit when there are unsaved changes, then saves and shows the clone', async () => {
    saveImported();
    const user = userEvent.setup();
    const { router } = openMissionControl('/mission-control/-1/0');
    await user.click(await screen.findByRole('button', { name: 'Clone question' }));
    // Nothing unsaved: no question asked.
    expect(router.state.location.pathname).toBe('/mission-control/-1/1');
    expect(stored().questions).toHaveLength(3);

    await user.type(screen.getByLabelText('Question text (markdown)'), ' Edited.');
    await user.click(screen.getByRole('button', { name: 'Delete question' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('You have unsaved changes');
    await user.click(within(alert).getByRole('button', { name: 'Cancel' }));
    expect(stored().questions).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Shift right' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(router.state.location.pathname).toBe('/mission-control/-1/2');
    const contents = stored().questions.map((q) => q.question.data.content);
    expect(contents).toEqual(['Write `twice(x)`.', 'Which is a rune?', 'Write `twice(x)`. Edited.']);
  });

  it('does not delete the last question', async () => {
    saveImported();
    const user = userEvent.setup();
    openMissionControl('/mission-control/-1/1');
    await user.click(await screen.findByRole('button', { name: 'Delete question' }));
    expect(stored().questions).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Delete question' }).hasAttribute('disabled')).toBe(true);
  });

  it('resets to the last save after asking, and a reload keeps what was saved', async () => {
    saveImported();
    const user = userEvent.setup();
    const first = openMissionControl('/mission-control/-1/0');
    await user.click(await screen.findByRole('button', { name: 'Global' }));
    await user.click(screen.getByRole('tab', { name: 'Global' }));
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Runes Revisited');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(title, ' (draft)');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Runes Revisited');
    first.unmount();

    openMissionControl('/mission-control/-1/0');
    await user.click(await screen.findByRole('button', { name: 'Global' }));
    await user.click(screen.getByRole('tab', { name: 'Global' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Runes Revisited');
  });

  it('exports {title}.xml that reads back as the saved mission', async () => {
    const mission = saveImported();
    const user = userEvent.setup();
    openMissionControl('/mission-control/-1/1');
    await user.click(await screen.findByRole('button', { name: 'Export XML' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.name).toBe('Rune Reading.xml');
    const read = readAssessmentXml(downloads[0]?.text ?? '');
    expect(read).toEqual({ ok: true, assessment: mission });
  });

  it('offers Upload to Ground Control to staff only', async () => {
    saveImported();
    const student = openMissionControl('/mission-control/-1/0');
    await screen.findByRole('button', { name: 'Export XML' });
    expect(screen.queryByRole('button', { name: 'Upload to Ground Control' })).toBeNull();
    student.unmount();
    openMissionControl('/mission-control/-1/0', 'staff');
    expect(await screen.findByRole('button', { name: 'Upload to Ground Control' })).toBeTruthy();
  });
});

describe('leaving the mission editor', () => {
  it('keeps the draft between questions and asks before leaving with unsaved changes', async () => {
    saveImported();
    const user = userEvent.setup();
    const { router } = openMissionControl('/mission-control/-1/0');
    const text = await screen.findByLabelText('Question text (markdown)');
    await user.type(text, ' More.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.pathname).toBe('/mission-control/-1/1');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect((screen.getByLabelText('Question text (markdown)') as HTMLTextAreaElement).value).toBe(
      'Write `twice(x)`. More.',
    );

    await user.click(screen.getByRole('link', { name: 'Return to Mission Control' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('unsaved changes');
    await user.click(within(alert).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/mission-control/-1/0');
    await user.click(screen.getByRole('link', { name: 'Return to Mission Control' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/mission-control');
    expect(await screen.findByLabelText('Import XML')).toBeTruthy();
  });

  it('shows the 404 page for ids that are not numbers', async () => {
    openMissionControl('/mission-control/abc');
    expect(await screen.findByText('404 Not Found')).toBeTruthy();
  });
});

describe('the template in the code editor', () => {
  const view = () => {
    const found = EditorView.findFromDOM(screen.getByTestId('editor'));
    if (!found) throw new Error('no editor is mounted');
    return found;
  };

  it('edits the shown question template, shows an MCQ in place of the editor, and saves the template', async () => {
    saveImported();
    const user = userEvent.setup();
    openMissionControl('/mission-control/-1/0');
    await screen.findByTestId('editor');
    await waitFor(() => expect(view().state.doc.toString()).toBe('function twice(x) {\n  return 0;\n}'));
    const edited = 'function twice(x) {\n  return x + x;\n}';
    view().dispatch({
      changes: { from: 0, to: view().state.doc.length, insert: edited },
      userEvent: 'input.type',
    });
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByTestId('editor')).toBeNull();
    expect(screen.getByText('sail').closest('li')?.textContent).toContain('(solution)');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(view().state.doc.toString()).toBe(edited));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const first = stored().questions[0]?.question;
    expect(first?.type === 'programming' && first.data.template).toBe(edited);
  });
});
