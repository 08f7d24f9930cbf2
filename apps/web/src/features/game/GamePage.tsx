import { courseAssetsPrefix } from '@sa/contracts';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session/hooks';
import { A11yLayer } from './a11y/A11yLayer';
import { createA11yStore } from './a11y/a11yStore';
import { buildServices } from './entry/buildServices';
import { loadGameData } from './entry/loadGameData';
import { GameStage } from './GameStage';
import styles from './game.module.css';
import type { GameServices } from './services';
import { LOAD_FAILED, LOADING } from './texts';

/** Debug buttons ('Clear data', 'Use Mock Chapters') show only with this set to 'true'. */
export const DEBUG_STORAGE_KEY = 'sa-game-debug';

/** What starts the game on a parent element; Phaser is loaded only here, in its own chunk. */
export type GameStarter = (parent: HTMLElement, services: GameServices) => { destroy(): void };

const loadStarter = async (): Promise<GameStarter> => (await import('./play/startGame')).startGame;

export interface GamePageProps {
  /** Tests give a starter without Phaser (happy-dom has no canvas). */
  starter?: () => Promise<GameStarter>;
  /** Fetches the course's files (public, no token); the browser's fetch unless a test gives one. */
  fetchFile?: typeof fetch;
}

const browserFetch: typeof fetch = (input, init) => fetch(input, init);

/**
 * /courses/{id}/game (issue 23): the Entry step loads the chapters, the save and the course's
 * files, then Phaser draws the scenes in the 'Story game' region while the accessible layer
 * beside it mirrors the screen. The game is destroyed when the page goes.
 */
export default function GamePage({ starter = loadStarter, fetchFile = browserFetch }: GamePageProps) {
  const courseId = Number(useParams().courseId);
  const { call } = useServices();
  const profile = useSession().profile;
  const [a11y] = useState(createA11yStore);
  const screen = useSyncExternalStore(a11y.subscribe, a11y.getSnapshot);
  const [message, setMessage] = useState(LOADING);
  const parent = useRef<HTMLDivElement>(null);

  const role = profile?.courseRegistration?.role ?? 'student';
  const playerName = profile?.user.name || profile?.user.username || '';
  const assetsPrefix = profile?.courseConfiguration?.assetsPrefix ?? null;

  useEffect(() => {
    let cancelled = false;
    let game: { destroy(): void } | null = null;
    const prefix = courseAssetsPrefix({ courseId, assetsPrefix });
    (async () => {
      const entry = await loadGameData({ call, fetch: fetchFile, courseId, prefix, now: new Date() });
      const start = await starter();
      if (cancelled || !parent.current) return;
      const services = buildServices({
        call,
        fetch: fetchFile,
        courseId,
        prefix,
        role,
        playerName,
        debug: window.localStorage.getItem(DEBUG_STORAGE_KEY) === 'true',
        a11y,
        data: entry.data,
        overviews: entry.overviews,
        submitted: entry.submitted,
        openTab: (path) => window.open(path, '_blank', 'noopener'),
      });
      game = start(parent.current, services);
    })().catch(() => {
      if (!cancelled) setMessage(LOAD_FAILED);
    });
    return () => {
      cancelled = true;
      game?.destroy();
    };
  }, [call, courseId, assetsPrefix, role, playerName, a11y, starter, fetchFile]);

  return (
    <div className={styles.page}>
      <GameStage ref={parent} />
      <A11yLayer screen={screen} message={message} />
    </div>
  );
}
