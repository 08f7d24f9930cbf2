import type { Achievement } from '@sa/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AchievementCard } from './AchievementCard';
import { achievement, manualGoal, uuid } from './testSupport';

function renderCard(shown: Achievement, saved: Achievement, achievements: Achievement[]) {
  const handlers = { onChange: vi.fn(), onSave: vi.fn(), onDiscard: vi.fn(), onDelete: vi.fn() };
  render(
    <AchievementCard
      achievement={shown}
      saved={saved}
      achievements={achievements}
      goals={[manualGoal(1, 'Attend a studio'), manualGoal(2, 'Present a solution')]}
      {...handlers}
    />,
  );
  return { card: screen.getByRole('article', { name: shown.title }), ...handlers };
}

// A requires B, B requires C; D stands alone; E is hidden (position 0).
const a = achievement(1, 'Alpha', { prerequisiteUuids: [uuid(2)] });
const b = achievement(2, 'Bravo', { prerequisiteUuids: [uuid(3)] });
const c = achievement(3, 'Charlie');
const d = achievement(4, 'Delta');
const e = achievement(5, 'Echo', { isTask: false, position: 0 });
const all = [a, b, c, d, e];

const checkboxNames = (card: HTMLElement, legend: string) =>
  within(within(card).getByRole('group', { name: legend }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent?.trim());

describe('AchievementCard', () => {
  it('offers Delete when clean, and Save and Discard when dirty', () => {
    const clean = renderCard(b, b, all);
    expect(within(clean.card).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(clean.card).queryByRole('button', { name: 'Save' })).toBeNull();
    cleanup();

    const edited = { ...b, title: 'Bravo!' };
    const dirty = renderCard(
      edited,
      b,
      all.map((x) => (x.uuid === b.uuid ? edited : x)),
    );
    expect(within(dirty.card).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(dirty.card).getByRole('button', { name: 'Discard' })).toBeTruthy();
    expect(within(dirty.card).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('counts as clean when only the order of prerequisites or goals differs', () => {
    const saved = { ...d, prerequisiteUuids: [uuid(3), uuid(5)], goalUuids: [uuid(101), uuid(102)] };
    const shown = { ...saved, prerequisiteUuids: [uuid(5), uuid(3)], goalUuids: [uuid(102), uuid(101)] };
    const { card } = renderCard(shown, saved, all);
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('offers positions from 0 to the task count plus 1', () => {
    const { card } = renderCard(b, b, all);
    const select = within(card).getByRole('combobox', { name: 'Position' });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // Four tasks (Alpha to Delta): 0..5.
    expect(options).toEqual(['0', '1', '2', '3', '4', '5']);
    expect((select as HTMLSelectElement).value).toBe('2');
  });

  it('never offers itself, an ancestor or a descendant as a prerequisite', () => {
    // Bravo: Alpha needs it (ancestor); Charlie is its own prerequisite, shown ticked.
    const bravo = renderCard(b, b, all);
    expect(checkboxNames(bravo.card, 'Prerequisites')).toEqual(['Charlie', 'Delta', 'Echo']);
    expect(within(bravo.card).getByRole('checkbox', { name: 'Charlie' })).toHaveProperty('checked', true);
    cleanup();

    // Alpha: Bravo is its prerequisite; Charlie is a descendant through Bravo, so not offered.
    const alpha = renderCard(a, a, all);
    expect(checkboxNames(alpha.card, 'Prerequisites')).toEqual(['Bravo', 'Delta', 'Echo']);
    cleanup();

    // Charlie: both Alpha and Bravo depend on it.
    const charlie = renderCard(c, c, all);
    expect(checkboxNames(charlie.card, 'Prerequisites')).toEqual(['Delta', 'Echo']);
  });

  it('ticks a prerequisite and a goal into the draft', () => {
    const { card, onChange } = renderCard(d, d, all);
    within(card).getByRole('checkbox', { name: 'Echo' }).click();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ prerequisiteUuids: [uuid(5)] }));
    within(card).getByRole('checkbox', { name: 'Attend a studio' }).click();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ goalUuids: [uuid(101)] }));
  });
});
