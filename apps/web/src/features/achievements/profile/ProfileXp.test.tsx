import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { overview, profileWith, TYPES } from '../../../test/assessmentFixtures';
import { createFakeBackend, json } from '../../../test/fakeBackend';
import { renderApp } from '../../../test/renderApp';

async function openProfile(overviews: ReturnType<typeof overview>[]) {
  const profile = profileWith('student', TYPES);
  const backend = createFakeBackend({
    'GET user': () => json(profile),
    'GET courses/1/assessments': () => json(overviews),
  });
  renderApp({ path: '/courses/1/missions', profile, backend });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /\(User menu\)$/ }));
  await user.click(screen.getByRole('menuitem', { name: 'User Profile' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'User Profile' }));
  // The dialog and its XP section load lazily; the first load in a run is slow.
  await dialog.findByRole('region', { name: 'XP by assessment type' }, { timeout: 5000 });
  return dialog;
}

const bar = (dialog: ReturnType<typeof within>, name: string) => dialog.getByRole('progressbar', { name });

describe('User Profile XP', () => {
  it('colours each type by the fraction earned and shows XP with two decimals', async () => {
    const graded = { status: 'submitted' as const, gradedCount: 2, questionCount: 2 };
    const dialog = await openProfile([
      // Missions: 170 of 200 = 0.85 -> steelblue.
      overview(1, { ...graded, xp: 90, maxXp: 100 }),
      overview(2, { ...graded, xp: 80, maxXp: 100 }),
      // Quests: 45 of 100 = 0.45 -> deepskyblue (an auto-graded one counts once submitted).
      overview(3, { ...graded, type: 'Quests', isManuallyGraded: false, gradedCount: 0, xp: 45, maxXp: 100 }),
      // Path Quests: 10 of 100 -> skyblue.
      overview(4, { ...graded, type: 'Path Quests', xp: 10, maxXp: 100 }),
    ]);
    expect(bar(dialog, 'Missions XP').dataset.colour).toBe('steelblue');
    expect(bar(dialog, 'Missions XP').getAttribute('aria-valuetext')).toBe('170.00 / 200.00 XP');
    expect(bar(dialog, 'Quests XP').dataset.colour).toBe('deepskyblue');
    expect(dialog.getByText('45.00 / 100.00 XP')).toBeTruthy();
    expect(bar(dialog, 'Path Quests XP').dataset.colour).toBe('skyblue');
    expect(bar(dialog, 'Overall XP').getAttribute('aria-valuetext')).toBe('225.00 / 400.00 XP');
    expect(bar(dialog, 'Overall XP').dataset.colour).toBe('deepskyblue');
  });

  it('counts only submitted assessments whose grading is final, and caps the fraction at 1', async () => {
    const dialog = await openProfile([
      // Over the maximum (a bonus): fraction capped at 1, still steelblue.
      overview(1, { status: 'submitted', gradedCount: 2, xp: 150, maxXp: 100 }),
      // Submitted but not fully graded by hand yet: not counted.
      overview(2, { status: 'submitted', gradedCount: 1, xp: 40, maxXp: 100 }),
      // Attempting: not counted.
      overview(3, { status: 'attempting', xp: 0, maxXp: 100 }),
    ]);
    const missions = bar(dialog, 'Missions XP');
    expect(missions.getAttribute('aria-valuetext')).toBe('150.00 / 100.00 XP');
    expect(missions.getAttribute('aria-valuenow')).toBe('100');
    expect(missions.dataset.colour).toBe('steelblue');
    expect(bar(dialog, 'Quests XP').getAttribute('aria-valuetext')).toBe('0.00 / 0.00 XP');
    expect(bar(dialog, 'Quests XP').dataset.colour).toBe('skyblue');
  });
});
