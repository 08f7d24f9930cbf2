import { type GoalDefinition, PutAchievementsRequest, PutGoalsRequest } from '@sa/contracts';
import {
  DEFAULT_ACHIEVEMENT_TITLE,
  DEFAULT_GOAL_TEXT,
  DISCARDED_CHANGES,
  SAVED_CHANGES_LOCALLY,
  UNPUBLISHED_CHANGES_PROMPT,
} from '@sa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { achievementsArea } from '..';
import {
  achievement,
  bodyOf,
  callsTo,
  controlBackend,
  manualGoal,
  openControl,
  studentProfile,
  uuid,
} from './testSupport';

const PUBLISH = { name: 'Publish Changes' };
const card = (name: string) => screen.getByRole('article', { name });

describe('Achievement control', () => {
  it('does not exist for students', async () => {
    const backend = controlBackend({ achievements: [], goals: [] }, studentProfile);
    renderApp({
      path: '/courses/1/achievements/control',
      profile: studentProfile,
      backend,
      areas: [achievementsArea],
    });
    expect(await screen.findByText('404 Not Found')).toBeTruthy();
    expect(screen.queryByRole('main', { name: 'Achievement Control' })).toBeNull();
    expect(callsTo(backend, 'GET', 'courses/1/admin/goals')).toHaveLength(0);
  });

  it('saves a card locally, discards edits, and publishes nothing until asked', async () => {
    const backend = controlBackend({ achievements: [achievement(1, 'Alpha')], goals: [] });
    const { user } = await openControl(backend);
    expect(screen.getByRole('button', PUBLISH)).toHaveProperty('disabled', true);

    const title = within(card('Alpha')).getByRole('textbox', { name: 'Title' });
    await user.type(title, ' Prime');
    const edited = card('Alpha Prime');
    await user.click(within(edited).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED_CHANGES_LOCALLY)).toBeTruthy();
    expect(within(card('Alpha Prime')).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByRole('button', PUBLISH)).toHaveProperty('disabled', false);

    await user.type(within(card('Alpha Prime')).getByRole('textbox', { name: 'Title' }), '!');
    await user.click(within(card('Alpha Prime!')).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText(DISCARDED_CHANGES)).toBeTruthy();
    expect(within(card('Alpha Prime')).getByRole('textbox', { name: 'Title' })).toHaveProperty(
      'value',
      'Alpha Prime',
    );
    expect(backend.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('creates an achievement and a goal with the defaults and publishes them, goals first', async () => {
    const backend = controlBackend({ achievements: [], goals: [] });
    const { user } = await openControl(backend);
    await user.click(screen.getByRole('button', { name: 'New Goal' }));
    await user.click(screen.getByRole('button', { name: 'New Achievement' }));
    const goalCard = card(DEFAULT_GOAL_TEXT);
    expect(within(goalCard).getByRole('combobox', { name: 'Goal type' })).toHaveProperty('value', 'Manual');
    expect(within(goalCard).getByRole('spinbutton', { name: 'Target count' })).toHaveProperty('value', '1');

    const fresh = card(DEFAULT_ACHIEVEMENT_TITLE);
    expect(within(fresh).getByRole('spinbutton', { name: 'XP' })).toHaveProperty('value', '0');
    await user.click(within(fresh).getByRole('checkbox', { name: DEFAULT_GOAL_TEXT }));
    await user.selectOptions(within(fresh).getByRole('combobox', { name: 'Position' }), '1');
    await user.click(within(fresh).getByRole('button', { name: 'Save' }));

    await user.click(screen.getByRole('button', PUBLISH));
    await waitFor(() => expect(callsTo(backend, 'PUT', 'courses/1/admin/achievements')).toHaveLength(1));
    const writes = backend.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
    expect(writes).toEqual(['PUT courses/1/admin/goals', 'PUT courses/1/admin/achievements']);
    const { goals } = bodyOf(backend, 'PUT', 'courses/1/admin/goals', PutGoalsRequest);
    expect(goals).toEqual([
      expect.objectContaining({ text: DEFAULT_GOAL_TEXT, type: 'Manual', targetCount: 1 }),
    ]);
    const sent = bodyOf(backend, 'PUT', 'courses/1/admin/achievements', PutAchievementsRequest).achievements;
    expect(sent).toEqual([
      expect.objectContaining({
        title: DEFAULT_ACHIEVEMENT_TITLE,
        xp: 0,
        isTask: true,
        position: 1,
        goalUuids: [goals[0]?.uuid],
      }),
    ]);
  });

  it('removing an achievement takes it out of the others before publishing', async () => {
    const alpha = achievement(1, 'Alpha', { prerequisiteUuids: [uuid(2)] });
    const bravo = achievement(2, 'Bravo');
    const backend = controlBackend({ achievements: [alpha, bravo], goals: [manualGoal(1, 'Attend')] });
    const { user } = await openControl(backend);
    await user.click(within(card('Bravo')).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('article', { name: 'Bravo' })).toBeNull();
    await user.click(within(card('Attend')).getByRole('button', { name: 'Delete' }));

    await user.click(screen.getByRole('button', PUBLISH));
    await waitFor(() =>
      expect(callsTo(backend, 'DELETE', `courses/1/admin/goals/${uuid(101)}`)).toHaveLength(1),
    );
    const writes = backend.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
    expect(writes).toEqual([
      'PUT courses/1/admin/achievements',
      `DELETE courses/1/admin/achievements/${uuid(2)}`,
      `DELETE courses/1/admin/goals/${uuid(101)}`,
    ]);
    const sent = bodyOf(backend, 'PUT', 'courses/1/admin/achievements', PutAchievementsRequest).achievements;
    expect(sent).toEqual([expect.objectContaining({ uuid: uuid(1), prerequisiteUuids: [], position: 1 })]);
  });

  it('shows Assessment goals as unsupported, and edits Event goals', async () => {
    const legacy: GoalDefinition = {
      uuid: uuid(201),
      text: 'Finish mission 1',
      targetCount: 1,
      type: 'Assessment',
      meta: { assessmentNumber: 'M1', requiredCompletionFrac: 1 },
    };
    const backend = controlBackend({ achievements: [], goals: [legacy, manualGoal(2, 'Run things')] });
    const { user } = await openControl(backend);
    const legacyCard = card('Finish mission 1');
    expect(within(legacyCard).getByRole('textbox', { name: 'Goal text' })).toHaveProperty('disabled', true);
    expect(within(legacyCard).getByRole('combobox', { name: 'Goal type' }).textContent).toBe(
      'Assessment (unsupported)',
    );

    const runCard = card('Run things');
    await user.selectOptions(within(runCard).getByRole('combobox', { name: 'Goal type' }), 'Event');
    await user.click(within(card('Run things')).getByRole('checkbox', { name: 'Run Code' }));
    await user.click(within(card('Run things')).getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', PUBLISH));
    await waitFor(() => expect(callsTo(backend, 'PUT', 'courses/1/admin/goals')).toHaveLength(1));
    const { goals } = bodyOf(backend, 'PUT', 'courses/1/admin/goals', PutGoalsRequest);
    expect(goals).toEqual([
      expect.objectContaining({
        type: 'Event',
        targetCount: 1,
        meta: expect.objectContaining({ eventNames: ['Run Code'], targetCount: 1 }),
      }),
    ]);
  });

  it('asks before leaving with unpublished changes', async () => {
    const backend = controlBackend({ achievements: [achievement(1, 'Alpha')], goals: [] });
    const { user, router } = await openControl(backend);
    await user.click(within(card('Alpha')).getByRole('button', { name: 'Delete' }));
    await router.navigate('/courses/1');
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(UNPUBLISHED_CHANGES_PROMPT);
    await user.click(within(alert).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/courses/1/achievements/control');
  });
});
