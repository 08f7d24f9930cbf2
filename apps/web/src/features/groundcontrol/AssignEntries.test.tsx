import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { text } from '../../test/fakeBackend';
import { ENTRIES_ASSIGNED } from '../contest';
import { groundControlBackend, lastCall, memberProfile, openGroundControl, overview } from './testSupport';

const staff = memberProfile('staff');
const list = () => [
  overview(1, 'Rune Trials'),
  overview(2, 'Rune Voting', { type: 'Quests', hasVotingFeatures: true }),
];
const assign = (title: string) => ({ name: `Assign entries for voting of ${title}` });

describe("Ground Control's 'Assign entries for voting'", () => {
  it('is offered only for an assessment with voting features', async () => {
    await openGroundControl(groundControlBackend(list(), staff), staff);
    expect(await screen.findByRole('button', assign('Rune Voting'))).toBeTruthy();
    expect(screen.queryByRole('button', assign('Rune Trials'))).toBeNull();
  });

  it('assigns after a confirmation, toasts and refreshes the list', async () => {
    const backend = groundControlBackend(list(), staff);
    backend.on('POST courses/1/admin/assessments/2', () => text('OK'));
    const { user } = await openGroundControl(backend, staff);
    await user.click(await screen.findByRole('button', assign('Rune Voting')));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Assign the contest entries for voting in Rune Voting?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(lastCall(backend, 'POST', 'courses/1/admin/assessments/2')).toBeUndefined();

    const fetches = backend.listFetches();
    await user.click(screen.getByRole('button', assign('Rune Voting')));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(ENTRIES_ASSIGNED)).toBeTruthy();
    expect(lastCall(backend, 'POST', 'courses/1/admin/assessments/2')?.body).toEqual({
      assignEntriesForVoting: true,
    });
    await waitFor(() => expect(backend.listFetches()).toBeGreaterThan(fetches));
  });

  it("toasts the server's own text, and its reason for a refusal", async () => {
    const backend = groundControlBackend(list(), staff);
    backend.on('POST courses/1/admin/assessments/2', () => text('Contest has not closed yet'));
    const { user } = await openGroundControl(backend, staff);
    const run = async () => {
      await user.click(await screen.findByRole('button', assign('Rune Voting')));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Assign' }),
      );
    };
    await run();
    expect(await screen.findByText('Contest has not closed yet')).toBeTruthy();

    backend.on('POST courses/1/admin/assessments/2', () => text('Assessment not found', 404, 'Not Found'));
    await run();
    expect(await screen.findByText('Assessment not found')).toBeTruthy();
    expect(screen.queryByText(ENTRIES_ASSIGNED)).toBeNull();
  });
});
