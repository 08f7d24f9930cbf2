import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServices, ServicesProvider } from '../../../../app/services';
import { createToastNotifier } from '../../../../app/toaster';
import { createFakeBackend, json, text, userResponse } from '../../../../test/fakeBackend';
import { A11yLayer } from '../../a11y/A11yLayer';
import { type A11yStore, createA11yStore } from '../../a11y/a11yStore';
import { sessionEnvironment } from '../../play/environment';
import type { PlayRequest } from '../../scenes/keys';
import type { GameServices } from '../../services';
import { CheckpointSimulatorPanel } from './CheckpointSimulatorPanel';
import type { SimulationStarter } from './run';

/** The panel against a fake server, with a starter that draws no canvas (as GamePage's tests). */

const DEFAULT_TEXT = 'locations\n    dock, /locations/dock.png, Dock\n';
const checkpointText = (objective: string) => `startingLoc: dock\nobjectives\n    ${objective}\n`;
const AWARDS_TEXT = 'collectibles\n    cookie\n        cookie, /awards/cookie.png, Space Cookie, Crunchy.\n';

interface FakeGame {
  services: GameServices;
  requests: PlayRequest[];
  destroyed: boolean;
}

function setup(options: { chapterFiles?: string[] } = {}) {
  const backend = createFakeBackend({
    'GET courses/1/admin/assets/stories': () =>
      json(['stories/defaultCheckpoint.txt', 'stories/cp1.txt', 'stories/ch1a.txt', 'stories/ch1b.txt']),
    'GET /assets/courses/1/stories/defaultCheckpoint.txt': () => text(DEFAULT_TEXT),
    'GET /assets/courses/1/stories/awardsMapping.txt': () => text(AWARDS_TEXT),
    'GET /assets/courses/1/stories/cp1.txt': () => text(checkpointText('stored')),
    'GET /assets/courses/1/stories/ch1a.txt': () => text(checkpointText('first')),
    'GET /assets/courses/1/stories/ch1b.txt': () => text(checkpointText('second')),
  });
  const services = createServices({ notifier: createToastNotifier().notifier, fetch: backend.fetch });
  services.session.setTokens({ accessToken: 'a', refreshToken: 'r' });
  services.session.setProfile(userResponse({ role: 'staff' }));
  const a11y = createA11yStore();
  const games: FakeGame[] = [];
  const starter: SimulationStarter = (_parent, given, first) => {
    const game: FakeGame = { services: given, requests: [first], destroyed: false };
    games.push(game);
    given.a11y.show({ scene: 'Checkpoint', lines: ['Dock'], controls: [] });
    return {
      play: (request) => game.requests.push(request),
      destroy: () => {
        game.destroyed = true;
      },
    };
  };
  const loadStarter = vi.fn(async () => starter);
  const back = vi.fn();
  const stage = { parent: document.createElement('div'), a11y };
  const panel = () => (
    <ServicesProvider services={services}>
      <Layer store={a11y} />
      <CheckpointSimulatorPanel
        courseId={1}
        prefix="courses/1/"
        stage={stage}
        back={back}
        chapterFiles={options.chapterFiles}
        starter={loadStarter}
        fetchFile={backend.fetch}
      />
    </ServicesProvider>
  );
  const view = render(panel());
  const remount = () => {
    view.unmount();
    return render(panel());
  };
  const game = async (index = 0): Promise<FakeGame> => {
    await waitFor(() => expect(games.length).toBeGreaterThan(index));
    const found = games[index];
    if (!found) throw new Error('no game');
    return found;
  };
  /** What the CheckpointTransition scene does at its end: the status text, then the exit. */
  const reachCheckpoint = (played: FakeGame) => {
    played.services.a11y.show({ scene: 'Checkpoint', lines: ['Checkpoint reached.'], controls: [] });
    played.services.simulation?.checkpointDone();
  };
  return { backend, games, game, loadStarter, back, view, remount, reachCheckpoint, user: userEvent.setup() };
}

function Layer({ store }: { store: A11yStore }) {
  const shown = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return <A11yLayer screen={shown} message="Welcome to story simulator!" />;
}

const file = (name: string, content: string) => new File([content], name, { type: 'text/plain' });
const status = () => screen.getByRole('status', { name: 'Story game status' });
const simulateButton = () => screen.getByRole('button', { name: 'Simulate Checkpoint' });
const step = (name: RegExp) => within(screen.getByRole('group', { name }));

describe('the Checkpoint Simulator', () => {
  beforeEach(() => window.sessionStorage.clear());
  // The web project runs its files in one environment (isolate: false): leave nothing behind.
  afterEach(() => window.sessionStorage.clear());

  it("shows the parser's exact message, file and line, and starts nothing", async () => {
    const t = setup();
    await t.user.upload(
      screen.getByLabelText('Checkpoint text'),
      file('bad.txt', 'dock\n    modes: explore, fly\n'),
    );
    await t.user.click(simulateButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid location mode, fly');
    expect(alert.textContent).toContain('Checkpoint text (bad.txt), line 2');

    // Against the course's default checkpoint (no default chosen): its dock is already there.
    await t.user.upload(
      screen.getByLabelText('Checkpoint text'),
      file('dup.txt', 'locations\n    dock, /x.png, X\n'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await t.user.click(simulateButton());
    const again = await screen.findByRole('alert');
    expect(again.textContent).toContain('Duplicate item id dock');
    expect(again.textContent).toContain('Checkpoint text (dup.txt), line 2');
    expect(t.loadStarter).not.toHaveBeenCalled();
    expect(t.games).toEqual([]);
  });

  it('plays a valid checkpoint at chapter -1, unsaved, asking userstate, then returns to the menu', async () => {
    const t = setup();
    expect(simulateButton()).toHaveProperty('disabled', true);
    await t.user.upload(screen.getByLabelText('Checkpoint text'), file('cp1.txt', checkpointText('local')));
    await t.user.click(simulateButton());
    const played = await t.game();
    const [request] = played.requests;
    if (!request) throw new Error('no request');
    expect(request).toMatchObject({ chapter: -1, checkpoint: -1 });
    expect(request.simulation?.checkpoint.objectives).toEqual(['local']);
    expect(played.services.saves).toBe(false);
    expect(sessionEnvironment(played.services, request)).toMatchObject({ askUserState: true, saves: false });
    expect(played.services.data.defaultCheckpoint).toBe(DEFAULT_TEXT);
    expect(played.services.data.awards.map((a) => a.award.title)).toEqual(['Space Cookie']);
    expect(played.services.assetUrl('/locations/dock.png')).toBe('/assets/courses/1/locations/dock.png');
    expect(await screen.findByText('Simulating cp1.txt…')).toBeTruthy();
    expect(status().textContent).toContain('Dock');
    expect(simulateButton()).toHaveProperty('disabled', true);

    t.reachCheckpoint(played);
    expect(await screen.findByText('The simulation has ended.')).toBeTruthy();
    expect(played.destroyed).toBe(true);
    expect(status().textContent).toContain('Checkpoint reached.');
    expect(simulateButton()).toHaveProperty('disabled', false);
  });

  it('keeps the chosen files in sessionStorage across a remount', async () => {
    const t = setup();
    const stored = await step(/^Default checkpoint/).findByRole('option', { name: 'defaultCheckpoint.txt' });
    expect(stored).toBeTruthy();
    await t.user.selectOptions(
      screen.getByRole('combobox', { name: 'Default checkpoint from stories/' }),
      'defaultCheckpoint.txt',
    );
    expect(
      await step(/^Default checkpoint/).findByText('Chosen: stories/defaultCheckpoint.txt'),
    ).toBeTruthy();
    await t.user.upload(screen.getByLabelText('Checkpoint text'), file('cp9.txt', checkpointText('nine')));
    expect(await step(/^Checkpoint text/).findByText('Chosen: cp9.txt')).toBeTruthy();
    expect(JSON.parse(window.sessionStorage.getItem('checkpointTxt') ?? '{}')).toEqual({
      name: 'cp9.txt',
      text: checkpointText('nine'),
    });
    expect(JSON.parse(window.sessionStorage.getItem('defaultChapter') ?? '{}').text).toBe(DEFAULT_TEXT);

    t.remount();
    expect(step(/^Default checkpoint/).getByText('Chosen: stories/defaultCheckpoint.txt')).toBeTruthy();
    expect(step(/^Checkpoint text/).getByText('Chosen: cp9.txt')).toBeTruthy();
    await t.user.click(simulateButton());
    expect((await t.game()).requests[0]?.simulation?.checkpoint.objectives).toEqual(['nine']);
  });

  it("'Reset All Files' clears the storage and both steps", async () => {
    const t = setup();
    await t.user.upload(screen.getByLabelText('Default checkpoint'), file('mine.txt', DEFAULT_TEXT));
    await t.user.upload(screen.getByLabelText('Checkpoint text'), file('cp1.txt', checkpointText('a')));
    expect(await step(/^Default checkpoint/).findByText('Chosen: mine.txt')).toBeTruthy();
    await t.user.click(screen.getByRole('button', { name: 'Reset All Files' }));
    expect(step(/^Default checkpoint/).getByText('No file chosen')).toBeTruthy();
    expect(step(/^Checkpoint text/).getByText('No file chosen')).toBeTruthy();
    expect(window.sessionStorage.getItem('defaultChapter')).toBeNull();
    expect(window.sessionStorage.getItem('checkpointTxt')).toBeNull();
    expect(simulateButton()).toHaveProperty('disabled', true);
    t.remount();
    expect(step(/^Checkpoint text/).getByText('No file chosen')).toBeTruthy();
  });

  it("plays a chapter's files in order at once, then returns to the panel", async () => {
    const t = setup({ chapterFiles: ['ch1a.txt', 'stories/ch1b.txt'] });
    const played = await t.game();
    expect(played.requests[0]?.simulation?.checkpoint.objectives).toEqual(['first']);
    expect(await screen.findByText('Simulating stories/ch1a.txt…')).toBeTruthy();

    t.reachCheckpoint(played);
    await waitFor(() => expect(played.requests).toHaveLength(2));
    expect(played.requests[1]).toMatchObject({ chapter: -1, checkpoint: -1 });
    expect(played.requests[1]?.simulation?.checkpoint.objectives).toEqual(['second']);
    expect(await screen.findByText('Simulating stories/ch1b.txt…')).toBeTruthy();
    expect(played.destroyed).toBe(false);
    const fetched = t.backend.calls.map((c) => c.path).filter((p) => p.includes('/ch1'));
    expect(fetched).toEqual(['/assets/courses/1/stories/ch1a.txt', '/assets/courses/1/stories/ch1b.txt']);

    t.reachCheckpoint(played);
    expect(await screen.findByText('The simulation has ended.')).toBeTruthy();
    expect(played.destroyed).toBe(true);
    expect(t.games).toHaveLength(1);
    expect(status().textContent).toContain('Checkpoint reached.');
    expect(simulateButton()).toBeTruthy();
  });

  it('says which chapter file could not be loaded, and starts nothing', async () => {
    const t = setup({ chapterFiles: ['gone.txt', 'ch1a.txt'] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load stories/gone.txt');
    expect(t.loadStarter).not.toHaveBeenCalled();
    expect(t.games).toEqual([]);
  });

  it('stops the game when the panel goes back to the menu', async () => {
    const t = setup({ chapterFiles: ['ch1a.txt'] });
    const played = await t.game();
    await t.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(t.back).toHaveBeenCalledTimes(1);
    t.view.unmount();
    expect(played.destroyed).toBe(true);
  });
});
