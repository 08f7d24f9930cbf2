import { Button, Callout } from '@blueprintjs/core';
import { PauseIcon, PlayIcon } from '@blueprintjs/icons';
import { formatClock, playButtonLabel, SEEK_STEP } from '@sa/domain';
import { useSyncExternalStore } from 'react';
import { SEEK_LABEL } from '../texts';
import styles from './player.module.css';
import type { SourcecastPlayer } from './SourcecastPlayer';

/**
 * Play/Pause (disabled until the audio's duration is known) and the seek slider, 0 to 1 in steps
 * of 0.0001 (spec 2 section 9), with the time as mm:ss of the duration.
 */
export function PlayerBar({ player, title }: { player: SourcecastPlayer; title: string }) {
  const snapshot = useSyncExternalStore(player.subscribe, player.getSnapshot);
  const { status, duration, currentTime, pausedByRecording } = snapshot;
  const label = playButtonLabel(status);
  const fraction = duration ? Math.min(currentTime / duration, 1) : 0;
  const clock = `${formatClock(currentTime)} / ${formatClock(duration ?? 0)}`;
  return (
    <div className={styles.bar}>
      <div className={styles.controls}>
        <Button
          intent="primary"
          icon={label === 'Play' ? <PlayIcon /> : <PauseIcon />}
          text={label}
          disabled={duration === null}
          onClick={() => player.toggle()}
        />
        <input
          type="range"
          className={styles.slider}
          min={0}
          max={1}
          step={SEEK_STEP}
          value={fraction}
          disabled={duration === null}
          aria-label={SEEK_LABEL}
          aria-valuetext={clock}
          onChange={(event) => player.seek(Number(event.currentTarget.value))}
        />
        <output className={styles.clock} aria-label="Playback time">
          {clock}
        </output>
        <span className={styles.title}>{title}</span>
      </div>
      {pausedByRecording ? (
        <Callout intent="primary" compact>
          The recording paused here for you to try things out: the editor is yours. Press Play to go on.
        </Callout>
      ) : null}
    </div>
  );
}
