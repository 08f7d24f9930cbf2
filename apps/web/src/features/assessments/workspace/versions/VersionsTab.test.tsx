import type { VersionResponse, VersionSummary } from '@sa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, text } from '../../../../test/fakeBackend';
import { settleTooltipTimersAfterAll } from '../../../../test/hoverTimers';
import { assessment, mcq, programming, workspaceBackend } from '../test/fixtures';
import { editorText, openWorkspace, shown } from '../test/openWorkspace';
import { SAVED } from '../texts';
import { CURRENT_CODE, NO_VERSIONS, THIS_VERSION, VERSION_NAME_LABEL, VERSION_RESTORED } from './texts';

settleTooltipTimersAfterAll();

/** The first test of a file also loads the workspace's lazy chunk: a cap, not a timing. */
const FIRST_TEST_TIMEOUT_MS = 20_000;

vi.mock('../../../../workspace/browserRunner', async () => {
  const { loadFakeSession } = await import('../../../../test/fakeRunner');
  return { loadBrowserSession: loadFakeSession };
});

const PATH = '/courses/1/missions/5/0';
const BASE = 'courses/1/assessments/question/51/versions';

const version = (id: number, name: string | null, content: string, minutes: number): VersionResponse => {
  const at = new Date(Date.UTC(2030, 2, 4, 10, minutes)).toISOString();
  return { id, name, answer_id: 900, inserted_at: at, updated_at: at, content };
};

/** The workspace's fake server with versions of question 51, newest first. */
function backendWithVersions(versions: VersionResponse[], current = 'const x = 2;\nf(x);') {
  const backend = workspaceBackend(assessment(5, [programming(51, { answer: current }), mcq(52)]));
  const names = new Map<number, string>();
  const summaries = (): VersionSummary[] =>
    versions.map(({ id, name, inserted_at, updated_at }) => ({
      id,
      name: names.get(id) ?? name,
      inserted_at,
      updated_at,
    }));
  backend.on(`GET ${BASE}`, () => json(summaries()));
  for (const v of versions) {
    backend.on(`GET ${BASE}/${v.id}`, () => json(v));
    backend.on(`PUT ${BASE}/${v.id}/name`, ({ body }) => {
      names.set(v.id, (body as { name: string }).name);
      return text('OK');
    });
  }
  return backend;
}

const openVersionsTab = async (backend: ReturnType<typeof backendWithVersions>) => {
  const app = openWorkspace(PATH, backend);
  await shown('Question 1 of 2');
  await app.user.click(screen.getByRole('tab', { name: 'Versions' }));
  return app;
};
const rows = async () =>
  within(await screen.findByRole('list', { name: 'Saved versions' })).getAllByRole('listitem');

describe('the Versions tab', () => {
  it(
    'lists the versions newest first, with their names, and says when there are none',
    async () => {
      const { user } = await openVersionsTab(
        backendWithVersions([version(2, null, 'b', 5), version(1, 'It works', 'a', 1)]),
      );
      const [newest, oldest] = await rows();
      expect(newest?.textContent).toContain('Unnamed');
      expect(oldest?.textContent).toContain('It works');
      expect(
        within(oldest as HTMLElement)
          .getByRole('time' as 'time')
          .getAttribute('datetime'),
      ).toBe('2030-03-04T10:01:00.000Z');
      // An MCQ question has no Versions tab.
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await shown('Question 2 of 2');
      expect(screen.queryByRole('tab', { name: 'Versions' })).toBeNull();
    },
    FIRST_TEST_TIMEOUT_MS,
  );

  it('says so when the answer has no versions yet', async () => {
    await openVersionsTab(backendWithVersions([]));
    expect(await screen.findByText(NO_VERSIONS)).toBeTruthy();
  });

  it('names a version inline', async () => {
    const backend = backendWithVersions([version(1, null, 'a', 1)]);
    const { user } = await openVersionsTab(backend);
    const [row] = await rows();
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: VERSION_NAME_LABEL }), 'Before recursion{Enter}');
    await waitFor(async () => expect((await rows())[0]?.textContent).toContain('Before recursion'));
    expect(backend.calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Before recursion' });
    expect(screen.queryByRole('textbox', { name: VERSION_NAME_LABEL })).toBeNull();
  });

  it('shows a version beside the current code with the differing lines marked, and restores it', async () => {
    const backend = backendWithVersions([version(1, null, 'const x = 1;\nf(x);', 1)]);
    const { user } = await openVersionsTab(backend);
    const [row] = await rows();
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'View' }));
    const old = await screen.findByRole('region', { name: THIS_VERSION });
    const current = screen.getByRole('region', { name: CURRENT_CODE });
    expect([...old.querySelectorAll('del')].map((l) => l.textContent)).toEqual(['const x = 1;']);
    expect([...current.querySelectorAll('ins')].map((l) => l.textContent)).toEqual(['const x = 2;']);
    expect(current.textContent).toContain('f(x);');

    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    expect(editorText()).toBe('const x = 1;\nf(x);');
    expect(await screen.findByText(VERSION_RESTORED)).toBeTruthy();
    // Restoring saves nothing by itself (autosave is off here): Save does.
    expect(backend.calls.some((c) => c.path.endsWith('/answer'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED)).toBeTruthy();
    expect(backend.saved.get(51)).toBe('const x = 1;\nf(x);');
    // The history is read again after the save, as the save may have added a version.
    const saveAt = backend.calls.findIndex((c) => c.path.endsWith('/answer'));
    await waitFor(() =>
      expect(backend.calls.slice(saveAt).some((c) => c.method === 'GET' && c.path === BASE)).toBe(true),
    );
  });
});
