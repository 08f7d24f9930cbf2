import { useEffect, useSyncExternalStore } from 'react';
import type { ModuleOutput } from '../../protocol';
import { SoundPlayer } from './SoundPlayer';
import { isSoundOutput, soundEngine } from './soundEngine';

/**
 * Starts the `play` sounds and obeys the `stop()`s among outputs not seen before, whether or not
 * a Sounds view is open (the workspace calls it on every change of its outputs).
 */
export function receiveSoundOutputs(outputs: readonly ModuleOutput[]): void {
  soundEngine.receive(outputs);
}

const subscribe = (listener: () => void) => soundEngine.subscribe(listener);
const engineVersion = () => soundEngine.version;

/** The Sounds tab: every sound the program played or listed, each with a player and its WAV. */
export default function SoundTabView({ outputs }: { outputs: readonly ModuleOutput[] }) {
  // The players read the tracks' mutable state: re-render on every engine change.
  useSyncExternalStore(subscribe, engineVersion);
  useEffect(() => {
    // Only the modules these outputs come from: a served tab lists one module's sounds and must
    // not let the other's go (receiveSoundOutputs, with every output, releases the rest).
    const modules = [...new Set(outputs.filter(isSoundOutput).map((output) => output.module))];
    soundEngine.receive(outputs, modules);
  }, [outputs]);
  const sounds = outputs.filter(isSoundOutput);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, padding: 8 }}>
      <p style={{ margin: 0 }}>
        Sounds from <code>play</code> start at once; sounds from <code>play_in_tab</code> wait for Play. Each
        can be downloaded as a WAV file.
      </p>
      {sounds.length === 0 ? (
        <p style={{ opacity: 0.7 }}>No sounds yet: run a program that plays one.</p>
      ) : null}
      {sounds.map((output, index) => {
        const track = soundEngine.track(output);
        return <SoundPlayer key={track.id} track={track} index={index} engine={soundEngine} />;
      })}
    </div>
  );
}
