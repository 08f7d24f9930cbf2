import type { ReactNode } from 'react';
import type { ModuleOutput, RuneMode } from '../../protocol';
import { AnimationPlayer } from '../shared/AnimationPlayer';
import { MultiItemDisplay } from '../shared/MultiItemDisplay';
import { RuneCanvas } from './RuneCanvas';

type RuneOutput = Extract<ModuleOutput, { module: 'rune' }>;

function isRuneOutput(output: ModuleOutput): output is RuneOutput {
  return output.module === 'rune';
}

const MODE_NAMES: Record<RuneMode, string> = {
  normal: 'Rune',
  anaglyph: 'Anaglyph',
  hollusion: 'Hollusion',
};

function RuneItem({ output }: { output: RuneOutput }): ReactNode {
  if (output.kind === 'rune') {
    return (
      <RuneCanvas
        scene={output.scene}
        mode={output.mode}
        magnitude={output.magnitude}
        label={MODE_NAMES[output.mode]}
      />
    );
  }
  return (
    <AnimationPlayer
      frameCount={output.frames.length}
      fps={output.fps}
      renderFrame={(index) => {
        const frame = output.frames[index];
        return frame ? (
          <RuneCanvas scene={frame} mode={output.mode} label={`Animation frame ${index + 1}`} />
        ) : null;
      }}
    />
  );
}

/** The Runes tab: every rune and rune animation the program drew, one at a time. */
export default function RuneTabView({ outputs }: { outputs: readonly ModuleOutput[] }): ReactNode {
  const runes = outputs.filter(isRuneOutput);
  if (runes.length === 0) return <p>No runes drawn yet.</p>;
  return <MultiItemDisplay items={runes} renderItem={(output) => <RuneItem output={output} />} />;
}
