import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSession } from '../../workspace/test/fakeSession';
import { MISSION_KEY, OVERVIEW_KEY } from './storage';
import { openMissionControl, TWO_QUESTIONS_XML, xmlFile } from './testSupport';

vi.mock('../../workspace/browserRunner', () => ({ loadBrowserSession: async () => createFakeSession() }));

describe('the mission editor import screen', () => {
  it('warns about trusted sources, imports a file, saves it at once and shows its overview card', async () => {
    const user = userEvent.setup();
    openMissionControl();
    expect(await screen.findByText(/Only import XML from a source you trust/)).toBeTruthy();
    await user.upload(screen.getByLabelText('Import XML'), xmlFile(TWO_QUESTIONS_XML));
    expect(await screen.findByText('Success!')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Saved mission: Rune Reading' });
    expect(card.textContent).toContain('Max XP 120');
    expect(card.textContent).toContain('2 questions');
    expect(JSON.parse(localStorage.getItem(MISSION_KEY) ?? '{}').title).toBe('Rune Reading');
    expect(JSON.parse(localStorage.getItem(OVERVIEW_KEY) ?? '{}').maxXp).toBe(120);
    expect(screen.getByRole('link', { name: 'Edit Mission' }).getAttribute('href')).toBe(
      '/mission-control/-1/0',
    );
  });

  it('says Invalid XML! for a broken file and keeps the saved mission as it was', async () => {
    const user = userEvent.setup();
    openMissionControl();
    await user.upload(await screen.findByLabelText('Import XML'), xmlFile(TWO_QUESTIONS_XML));
    await screen.findByText('Success!');
    const before = localStorage.getItem(MISSION_KEY);
    await user.upload(screen.getByLabelText('Import XML'), xmlFile('<CONTENT><TASK title="x"', 'bad.xml'));
    expect(await screen.findByText('Invalid XML!')).toBeTruthy();
    expect(screen.queryByText('Success!')).toBeNull();
    expect(localStorage.getItem(MISSION_KEY)).toBe(before);
    expect(screen.getByRole('region', { name: 'Saved mission: Rune Reading' })).toBeTruthy();
  });

  it('starts a blank mission in the editor', async () => {
    const user = userEvent.setup();
    const { router } = openMissionControl();
    await user.click(await screen.findByRole('button', { name: 'Create a New Mission' }));
    expect(router.state.location.pathname).toBe('/mission-control/-1/0');
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(MISSION_KEY) ?? '{}').questions).toHaveLength(1);
  });

  it('opens the import screen with a message when the saved copy is broken', async () => {
    localStorage.setItem(MISSION_KEY, JSON.stringify({ title: 5 }));
    localStorage.setItem(OVERVIEW_KEY, '{"id":-1}');
    openMissionControl('/mission-control/-1/0');
    expect(await screen.findByText('Error loading from local storage')).toBeTruthy();
    expect(screen.getByLabelText('Import XML')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
