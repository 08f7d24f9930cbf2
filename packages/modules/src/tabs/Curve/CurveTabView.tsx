import { type ReactNode, useState } from 'react';
import type { ModuleOutput } from '../../protocol';
import { AnimationPlayer } from '../shared/AnimationPlayer';
import { MultiItemDisplay } from '../shared/MultiItemDisplay';
import { AngleControl } from './AngleControl';
import { CurveCanvas } from './CurveCanvas';

type CurveOutput = Extract<ModuleOutput, { module: 'curve' }>;

function isCurveOutput(output: ModuleOutput): output is CurveOutput {
  return output.module === 'curve';
}

function is3D(output: CurveOutput): boolean {
  return output.kind === 'curve' ? output.drawing.space === '3D' : output.frames[0]?.space === '3D';
}

/** One drawing or animation; 3D ones get their own angle (each item keeps its own view). */
function CurveItem({ output }: { output: CurveOutput }): ReactNode {
  const [angle, setAngle] = useState(0);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {output.kind === 'curve' ? (
        <CurveCanvas drawing={output.drawing} angle={angle} />
      ) : (
        <AnimationPlayer
          frameCount={output.frames.length}
          fps={output.fps}
          renderFrame={(index) => {
            const frame = output.frames[index];
            return frame ? <CurveCanvas drawing={frame} angle={angle} /> : null;
          }}
        />
      )}
      {is3D(output) ? <AngleControl angle={angle} onChange={setAngle} /> : null}
    </div>
  );
}

/**
 * The Curves tab: the curves and curve animations a program drew, one at a time. Takes every
 * module output and keeps the curve module's.
 */
export default function CurveTabView({ outputs }: { outputs: readonly ModuleOutput[] }): ReactNode {
  const curves = outputs.filter(isCurveOutput);
  if (curves.length === 0) return <p>No curves drawn yet.</p>;
  return (
    <MultiItemDisplay
      items={curves}
      // The key gives each item a fresh angle and player when Previous/Next switch items.
      renderItem={(output, index) => <CurveItem key={index} output={output} />}
    />
  );
}
