import { readAssessmentXml } from '@sa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { memberProfile } from '../../test/assessmentFixtures';
import { createFakeBackend, json, text } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { createFakeSession } from '../../workspace/test/fakeSession';
import { missionControlArea } from '.';
import { MISSION_KEY, OVERVIEW_KEY, overviewOf } from './storage';
import { TWO_QUESTIONS_XML } from './testSupport';

vi.mock('../../workspace/browserRunner', () => ({ loadBrowserSession: async () => createFakeSession() }));

function openAsStaff(answer: () => Response) {
  const read = readAssessmentXml(TWO_QUESTIONS_XML);
  if (!read.ok) throw new Error(read.error);
  localStorage.setItem(MISSION_KEY, JSON.stringify(read.assessment));
  localStorage.setItem(OVERVIEW_KEY, JSON.stringify(overviewOf(read.assessment, 'runes.xml')));
  const profile = memberProfile('staff');
  const inner = createFakeBackend({ 'GET user': () => json(profile) });
  const forms: FormData[] = [];
  inner.on('POST courses/1/admin/assessments', answer);
  const backend = {
    ...inner,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof FormData) forms.push(init.body);
      return inner.fetch(input, init);
    },
  };
  renderApp({ path: '/mission-control/-1/0', profile, backend, areas: [missionControlArea] });
  return { mission: read.assessment, forms };
}

describe('Upload to Ground Control', () => {
  it('sends the saved mission as the chosen type, after confirming a force update, and shows the answer', async () => {
    const user = userEvent.setup();
    const { mission, forms } = openAsStaff(() => text('Force Update OK'));
    await user.click(await screen.findByRole('button', { name: 'Upload to Ground Control' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload to Ground Control' }));
    expect(dialog.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    await user.selectOptions(dialog.getByLabelText('Assessment type'), 'Quests');
    await user.click(dialog.getByRole('checkbox', { name: 'Force update' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(dialog.getByRole('checkbox', { name: 'Force update' })).toHaveProperty('checked', true),
    );
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await dialog.findByText('Force Update OK')).toBeTruthy();
    expect(forms).toHaveLength(1);
    expect(forms[0]?.get('assessmentConfigId')).toBe('2');
    expect(forms[0]?.get('forceUpdate')).toBe('true');
    const file = forms[0]?.get('assessment');
    expect(file instanceof File ? file.name : file).toBe('Rune Reading.xml');
    expect(file instanceof File ? readAssessmentXml(await file.text()) : null).toEqual({
      ok: true,
      assessment: mission,
    });
  });

  it("shows the server's reason when the upload is refused", async () => {
    const user = userEvent.setup();
    openAsStaff(() => text('Question count is different', 400, 'Bad Request'));
    await user.click(await screen.findByRole('button', { name: 'Upload to Ground Control' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload to Ground Control' }));
    await user.selectOptions(dialog.getByLabelText('Assessment type'), 'Missions');
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await dialog.findByText(/Question count is different/)).toBeTruthy();
  });
});
