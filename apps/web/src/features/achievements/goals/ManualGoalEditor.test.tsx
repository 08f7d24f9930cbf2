import type { GoalDefinition } from '@sa/contracts';
import {
  GOAL_NOT_SELECTED,
  GOAL_UPDATED,
  NO_GOAL_SELECTED,
  NO_MATCHING_GOAL,
  NO_MATCHING_USER,
  NO_USER_SELECTED,
  USER_NOT_SELECTED,
} from '@sa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { text } from '../../../test/fakeBackend';
import { callsTo, controlBackend, courseUser, manualGoal, openControl, uuid } from '../control/testSupport';

const eventGoal: GoalDefinition = {
  uuid: uuid(150),
  text: 'Run code twice',
  targetCount: 2,
  type: 'Event',
  meta: { eventNames: ['Run Code'], targetCount: 2 },
};
const goals = [manualGoal(1, 'Attend a studio', 3), manualGoal(2, 'Present a solution'), eventGoal];
const users = [
  courseUser(11, 'Zoe Zhang', 'Studio B'),
  courseUser(12, null, 'Studio A'),
  courseUser(13, 'alice Lim', 'Studio A'),
  courseUser(14, 'Bob Tan', 'Studio B'),
];

async function openEditor() {
  const backend = controlBackend({ achievements: [], goals, users });
  const progressPath = (regId: number, goalUuid: string) =>
    `courses/1/admin/users/${regId}/goals/${goalUuid}/progress`;
  backend.on(`POST ${progressPath(13, uuid(101))}`, () => new Response(null, { status: 204 }));
  const app = await openControl(backend);
  const editor = screen.getByRole('region', { name: 'Manual Goal Editor' });
  return { ...app, editor, progressPath };
}

/** The names in the open picker's menu. */
const menuItems = (name: string) =>
  within(screen.getByRole('menu', { name }))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('Manual goal editor', () => {
  it('says which of goal and user is missing, and posts nothing', async () => {
    const { user, editor, backend } = await openEditor();
    expect(within(editor).getByRole('button', { name: `User: ${NO_USER_SELECTED}` })).toBeTruthy();
    expect(within(editor).getByRole('button', { name: `Goal: ${NO_GOAL_SELECTED}` })).toBeTruthy();
    await user.click(within(editor).getByRole('button', { name: 'Update Goal' }));
    expect(await screen.findByText(GOAL_NOT_SELECTED)).toBeTruthy();
    expect(await screen.findByText(USER_NOT_SELECTED)).toBeTruthy();
    expect(backend.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('lists users by name with unnamed ones last, narrowed by studio and by the filter', async () => {
    const { user, editor } = await openEditor();
    await user.click(within(editor).getByRole('button', { name: `User: ${NO_USER_SELECTED}` }));
    expect(menuItems('User')).toEqual(['alice Lim', 'Bob Tan', 'Zoe Zhang', 'user12']);
    await user.type(screen.getByRole('textbox', { name: 'Filter user' }), 'nobody');
    expect(menuItems('User')).toEqual([NO_MATCHING_USER]);
    await user.keyboard('{Escape}');

    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Studio' }), 'Studio A');
    await user.click(within(editor).getByRole('button', { name: `User: ${NO_USER_SELECTED}` }));
    const filter = screen.getByRole('textbox', { name: 'Filter user' });
    await user.clear(filter);
    expect(menuItems('User')).toEqual(['alice Lim', 'user12']);
    await user.keyboard('{Escape}');

    // 'Staff' shows everyone again.
    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Studio' }), 'Staff');
    await user.click(within(editor).getByRole('button', { name: `User: ${NO_USER_SELECTED}` }));
    expect(menuItems('User')).toHaveLength(4);
  });

  it('offers only Manual goals, filterable', async () => {
    const { user, editor } = await openEditor();
    await user.click(within(editor).getByRole('button', { name: `Goal: ${NO_GOAL_SELECTED}` }));
    expect(menuItems('Goal')).toEqual(['Attend a studio', 'Present a solution']);
    await user.type(screen.getByRole('textbox', { name: 'Filter goal' }), 'xyz');
    expect(menuItems('Goal')).toEqual([NO_MATCHING_GOAL]);
  });

  it('posts the floored count with completed when it reaches the target', async () => {
    const { user, editor, backend, progressPath } = await openEditor();
    await user.click(within(editor).getByRole('button', { name: `User: ${NO_USER_SELECTED}` }));
    await user.click(screen.getByRole('menuitem', { name: 'alice Lim' }));
    await user.click(within(editor).getByRole('button', { name: `Goal: ${NO_GOAL_SELECTED}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Attend a studio' }));
    expect(within(editor).getByRole('button', { name: 'User: alice Lim' })).toBeTruthy();

    const count = within(editor).getByRole('spinbutton', { name: 'Count' });
    await user.clear(count);
    await user.type(count, '3.7');
    await user.click(within(editor).getByRole('button', { name: 'Update Goal' }));
    expect(await screen.findByText(GOAL_UPDATED)).toBeTruthy();
    expect(callsTo(backend, 'POST', progressPath(13, uuid(101))).map((c) => c.body)).toEqual([
      { progress: { count: 3, completed: true } },
    ]);

    await user.clear(count);
    await user.type(count, '-4');
    await user.click(within(editor).getByRole('button', { name: 'Update Goal' }));
    await waitFor(() => expect(callsTo(backend, 'POST', progressPath(13, uuid(101)))).toHaveLength(2));
    expect(callsTo(backend, 'POST', progressPath(13, uuid(101)))[1]?.body).toEqual({
      progress: { count: 0, completed: false },
    });
  });

  it("shows the server's reason when the update is refused", async () => {
    const { user, editor, backend, progressPath } = await openEditor();
    backend.on(`POST ${progressPath(13, uuid(102))}`, () => text('User not found', 404, 'Not Found'));
    await user.click(within(editor).getByRole('button', { name: `User: ${NO_USER_SELECTED}` }));
    await user.click(screen.getByRole('menuitem', { name: 'alice Lim' }));
    await user.click(within(editor).getByRole('button', { name: `Goal: ${NO_GOAL_SELECTED}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Present a solution' }));
    await user.click(within(editor).getByRole('button', { name: 'Update Goal' }));
    expect(await screen.findByText('User not found')).toBeTruthy();
    expect(screen.queryByText(GOAL_UPDATED)).toBeNull();
  });
});
