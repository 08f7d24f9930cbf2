import { Button, Callout, Classes, Icon } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { SoundEngine, SoundTrack } from './soundEngine';

/** 75.3 seconds as '1:15.3'. */
export function formatTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds - minutes * 60;
  return `${minutes}:${rest.toFixed(1).padStart(4, '0')}`;
}

/** Re-renders while the audio plays, so the position and time follow it. */
function usePosition(track: SoundTrack): number {
  const [position, setPosition] = useState(track.audio.currentTime);
  useEffect(() => {
    const update = () => setPosition(track.audio.currentTime);
    const events = ['timeupdate', 'seeked', 'ended', 'pause'] as const;
    for (const event of events) track.audio.addEventListener(event, update);
    return () => {
      for (const event of events) track.audio.removeEventListener(event, update);
    };
  }, [track]);
  return position;
}

/** One sound: Play/Pause, a position slider, the time, and its WAV to download. */
export function SoundPlayer({
  track,
  index,
  engine,
}: {
  track: SoundTrack;
  index: number;
  engine: SoundEngine;
}) {
  const position = usePosition(track);
  const name = `Sound ${index + 1}`;
  const channels = track.output.channels.length === 2 ? 'stereo' : 'mono';
  return (
    <section
      aria-label={name}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 6,
        padding: '8px 0',
        borderBottom: '1px solid rgba(128,128,128,0.3)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <strong>{name}</strong>
        <span style={{ opacity: 0.7 }}>
          {channels}, {formatTime(track.duration)}
        </span>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Button
          icon={track.playing ? 'pause' : 'play'}
          text={track.playing ? 'Pause' : 'Play'}
          onClick={() => (track.playing ? engine.pause(track) : engine.play(track))}
        />
        <input
          type="range"
          aria-label="Position"
          aria-valuetext={`${formatTime(position)} of ${formatTime(track.duration)}`}
          min={0}
          max={track.duration}
          step={0.01}
          value={Math.min(position, track.duration)}
          onChange={(event) => engine.seek(track, Number(event.currentTarget.value))}
          style={{ flex: 1 }}
        />
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatTime(position)} / {formatTime(track.duration)}
        </span>
        {/* A real link (AnchorButton would make it a button): saving a file is navigation. */}
        <a className={Classes.BUTTON} href={track.url} download={`sound-${index + 1}.wav`}>
          <Icon icon="download" />
          <span className={Classes.BUTTON_TEXT}>Download</span>
        </a>
      </div>
      {track.blocked ? (
        <Callout intent="warning" compact>
          The browser did not let the sound start by itself: press Play.
        </Callout>
      ) : null}
    </section>
  );
}
