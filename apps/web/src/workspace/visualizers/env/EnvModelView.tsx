import { type EnvSnapshot, type EnvValue, stepLimitMessage } from '@sa/runner';
import { type ChangeEvent, type KeyboardEvent, useMemo } from 'react';
import { useStore } from '../../createStore';
import type { EnvModel } from './envModel';
import styles from './envModel.module.css';
import { type DataCell, ENV_LAYOUT, type EnvLayout, layoutSnapshot } from './layout';

export const ENV_WELCOME =
  'Run a program in Source §3 or §4 to see its environment model here: frames, bindings, function objects and data, step by step.';

/**
 * The Env Visualizer tab: a slider over the snapshots the worker recorded once per run, the drawing of
 * the chosen one, its control and stash, and the same frames as a nested list for screen readers.
 * Moving the slider only lays out and draws a snapshot already in memory.
 */
export default function EnvModelView({ model }: { model: EnvModel }) {
  const trace = useStore(model.store, (s) => s.trace);
  const step = useStore(model.store, (s) => s.step);
  const maxStep = useStore(model.store, (s) => s.maxStep);
  const pausedAt = useStore(model.store, (s) => s.pausedAt);
  const snapshot = trace?.snapshots[step] ?? null;
  const layout = useMemo(() => (snapshot ? layoutSnapshot(snapshot) : null), [snapshot]);

  if (!trace || !snapshot || !layout) return <p>{ENV_WELCOME}</p>;
  const pause = pausedAt !== null ? trace.breaks[pausedAt] : undefined;
  const onSlide = (event: ChangeEvent<HTMLInputElement>) => model.setStep(Number(event.target.value));
  // Handled here rather than left to the browser, so every key moves exactly one snapshot (or ten)
  // the same way everywhere, and Home/End reach the ends of a long run at once.
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: step + 1,
      ArrowUp: step + 1,
      ArrowLeft: step - 1,
      ArrowDown: step - 1,
      PageUp: step + 10,
      PageDown: step - 10,
      Home: 0,
      End: maxStep,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    model.setStep(target);
  };

  return (
    <section className={styles.tab} aria-label="Environment model">
      {pause && <p className={styles.notice}>Paused at line {pause.line}.</p>}
      {trace.limitReached && <p className={styles.notice}>{stepLimitMessage(trace.stepLimit)}</p>}
      <div className={styles.sliderRow}>
        <label htmlFor="env-model-step">Step</label>
        <input
          id="env-model-step"
          className={styles.slider}
          type="range"
          min={0}
          max={maxStep}
          value={step}
          onChange={onSlide}
          onKeyDown={onKey}
          aria-valuetext={`Step ${step} of ${maxStep}${snapshot.line !== null ? `, line ${snapshot.line}` : ''}`}
        />
        <output aria-live="polite">
          {step} / {maxStep}
        </output>
      </div>
      <div className={styles.body}>
        <div className={styles.canvas}>
          <Drawing layout={layout} step={step} />
        </div>
        <div className={styles.stacks}>
          <section aria-label="Control">
            <h4>Control</h4>
            <ol>
              {snapshot.control.map((item, i) => (
                // Items repeat and have no identity of their own: the position is the key.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={i}>{item}</li>
              ))}
            </ol>
          </section>
          <section aria-label="Stash">
            <h4>Stash</h4>
            <ol>
              {snapshot.stash.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: stash values have no identity either
                <li key={i}>{item}</li>
              ))}
            </ol>
          </section>
        </div>
      </div>
      <FramesText snapshot={snapshot} />
    </section>
  );
}

function valueText(value: EnvValue, snapshot: EnvSnapshot): string {
  switch (value.kind) {
    case 'prim':
      return value.text;
    case 'unassigned':
      return 'unassigned';
    case 'builtin':
      return `predeclared function ${value.name}`;
    case 'fn': {
      const fn = snapshot.functions.find((f) => f.id === value.id);
      const env = snapshot.frames.find((f) => f.id === fn?.envId);
      return `function ${fn?.text ?? ''} (environment: ${env?.name ?? 'unknown'})`;
    }
    case 'data': {
      const data = snapshot.data.find((d) => d.id === value.id);
      return `${data?.kind ?? 'data'} ${value.id}`;
    }
  }
}

/** The text alternative: frames with their bindings, nested by parent. */
function FramesText({ snapshot }: { snapshot: EnvSnapshot }) {
  const children = (parentId: string | null) => snapshot.frames.filter((f) => f.parentId === parentId);
  const render = (parentId: string | null) => {
    const frames = children(parentId);
    if (frames.length === 0) return null;
    return (
      <ul>
        {frames.map((frame) => (
          <li key={frame.id}>
            Frame {frame.name}
            {frame.id === snapshot.currentFrameId ? ' (current)' : ''}
            {frame.bindings.length > 0 && (
              <ul aria-label={`Bindings of ${frame.name}`}>
                {frame.bindings.map((b) => (
                  <li key={b.name}>
                    {b.name}: {valueText(b.value, snapshot)}
                  </li>
                ))}
              </ul>
            )}
            {render(frame.id)}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <section aria-label="Frames" className={styles.frameText}>
      {render(null)}
    </section>
  );
}

function Drawing({ layout, step }: { layout: EnvLayout; step: number }) {
  const r = ENV_LAYOUT.functionRadius;
  return (
    <svg
      className={styles.svg}
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-label={`Environment model at step ${step}; the frames are listed as text below`}
    >
      <defs>
        <marker
          id="env-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" fill="currentColor" />
        </marker>
      </defs>
      {layout.frames.map((frame) => (
        <g key={frame.id} data-frame={frame.name}>
          <rect
            x={frame.x}
            y={frame.y}
            width={frame.width}
            height={frame.height}
            fill="none"
            stroke={frame.current ? '#d9822b' : 'currentColor'}
            strokeWidth={frame.current ? 3 : 1}
          />
          <text x={frame.x + 6} y={frame.y + 18} fontWeight="bold">
            {frame.name}
          </text>
          {frame.rows.map((row) => (
            <g key={row.name}>
              <text x={frame.x + 8} y={row.y + 5}>
                {row.name}: {row.text}
              </text>
              {row.anchor && <circle cx={row.anchor.x} cy={row.anchor.y} r={3} fill="currentColor" />}
            </g>
          ))}
        </g>
      ))}
      {layout.functions.map((fn) => (
        <g key={fn.id}>
          <title>{fn.text}</title>
          <circle cx={fn.x + r} cy={fn.y + r} r={r} fill="none" stroke="currentColor" />
          <circle cx={fn.x + 3 * r} cy={fn.y + r} r={r} fill="none" stroke="currentColor" />
          <circle cx={fn.x + r} cy={fn.y + r} r={2} fill="currentColor" />
          <circle cx={fn.x + 3 * r} cy={fn.y + r} r={2} fill="currentColor" />
        </g>
      ))}
      {layout.data.map((box) => (
        <g key={box.id}>
          {box.cells.map((cell, i) => (
            // Cells are positional: the i-th element of the pair or array.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <g key={i}>
              <rect {...cell.rect} fill="none" stroke="currentColor" />
              <CellValue cell={cell} />
            </g>
          ))}
        </g>
      ))}
      {layout.arrows.map((arrow, i) => (
        <polyline
          // biome-ignore lint/suspicious/noArrayIndexKey: arrows are derived in a fixed order per snapshot
          key={i}
          points={arrow.points.map((p) => `${p.x},${p.y}`).join(' ')}
          fill="none"
          stroke={arrow.kind === 'parent' ? '#5c7080' : 'currentColor'}
          strokeDasharray={arrow.kind === 'env' ? '4 3' : undefined}
          markerEnd="url(#env-arrow)"
        />
      ))}
    </svg>
  );
}

/** What a data cell shows: a dot where a pointer leaves, null's slash, or the (shortened) value. */
function CellValue({ cell }: { cell: DataCell }) {
  const { x, y, width, height } = cell.rect;
  if (cell.pointer) return <circle cx={x + width / 2} cy={y + height / 2} r={3} fill="currentColor" />;
  if (cell.text === 'null')
    return <line x1={x} y1={y + height} x2={x + width} y2={y} stroke="currentColor" />;
  const short = cell.text.length > 4 ? `${cell.text.slice(0, 3)}…` : cell.text;
  return (
    <text x={x + width / 2} y={y + height / 2 + 5} fontSize={12} textAnchor="middle">
      {short !== cell.text && <title>{cell.text}</title>}
      {short}
    </text>
  );
}
