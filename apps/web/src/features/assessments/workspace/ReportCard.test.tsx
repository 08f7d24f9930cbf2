import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assessment, programming, workspaceBackend } from './test/fixtures';
import { openWorkspace, shown } from './test/openWorkspace';

vi.mock('../../../workspace/browserRunner', async () => {
  const { loadFakeSession } = await import('../../../test/fakeRunner');
  return { loadBrowserSession: loadFakeSession };
});
afterEach(() => vi.restoreAllMocks());

const PATH = '/courses/1/missions/5/0';

describe('the Report Card tab', () => {
  it('is absent while the grading is unpublished (the server masks it)', async () => {
    openWorkspace(PATH, workspaceBackend(assessment(5, [programming(51)])));
    await shown('Question 1 of 1');
    expect(screen.queryByRole('tab', { name: 'Report Card' })).toBeNull();
  });

  it("shows the published XP and the grader's comments as sanitised markdown", async () => {
    const graded = programming(51, {
      maxXp: 100,
      xp: 75,
      grader: { id: 3, name: 'Avenger Ann' },
      gradedAt: '2030-03-03T00:00:00.000Z',
      autogradingStatus: 'success',
      comments: '**Well done**\n\n<script>window.__reportPwned = true</script>',
    });
    const { user } = openWorkspace(PATH, workspaceBackend(assessment(5, [graded])));
    await user.click(await screen.findByRole('tab', { name: 'Report Card' }, { timeout: 5000 }));
    const card = within(await screen.findByRole('region', { name: 'Report Card' }));
    expect(card.getByText('75 / 100')).toBeTruthy();
    expect(card.getByText(/Graded by Avenger Ann/)).toBeTruthy();
    expect(card.getByText('Well done').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(Reflect.get(window, '__reportPwned')).toBeUndefined();
  });
});
