import { useEffect, useState } from 'react';
import type { WorkspaceHandle } from '../../../workspace/context';
import { type PlayerClock, type Schedule, SourcecastPlayer } from './SourcecastPlayer';
import { workspaceTarget } from './workspaceTarget';

const schedule: Schedule = (callback, ms) => {
  const id = window.setTimeout(callback, ms);
  return () => window.clearTimeout(id);
};

/** The `<audio>` element as the player's clock; before it mounts, a clock standing at 0. */
function audioClock(audio: { current: HTMLAudioElement | null }): PlayerClock {
  return {
    currentTime: () => audio.current?.currentTime ?? 0,
    setCurrentTime: (seconds) => {
      if (audio.current) audio.current.currentTime = seconds;
    },
    play: () => audio.current?.play() ?? Promise.resolve(),
    pause: () => audio.current?.pause(),
  };
}

/**
 * One player per page over the page's `<audio>` (passed as a ref object) and workspace. Only the
 * player bar follows its snapshot (the time changes every 20 ms while playing): the page, with the
 * workspace and the table, does not re-render with it.
 */
export function useSourcecastPlayer(handle: WorkspaceHandle, audio: { current: HTMLAudioElement | null }) {
  const [player] = useState(() => new SourcecastPlayer(audioClock(audio), workspaceTarget(handle), schedule));
  useEffect(() => () => player.dispose(), [player]);
  return player;
}
