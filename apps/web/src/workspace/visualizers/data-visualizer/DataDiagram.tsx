import type { DataDrawing } from '@sa/runner';
import { useId, useMemo } from 'react';
import styles from './dataVisualizer.module.css';
import { type Box, type Cell, layoutDrawing, UNIT } from './layout';

/** Spec 3 section 2.12: the function symbol's radius. */
const FUNCTION_RADIUS = 15;

function CellMark({ cell, x, y }: { cell: Cell; x: number; y: number }) {
  switch (cell.kind) {
    case 'text':
    case 'omitted':
      return (
        <text className={styles.text} x={x + UNIT / 2} y={y + UNIT / 2}>
          {cell.kind === 'text' ? cell.text : '…'}
        </text>
      );
    case 'null':
      return <line className={styles.line} x1={x} y1={y + UNIT} x2={x + UNIT} y2={y} />;
    case 'pointer':
      return <circle className={styles.dot} cx={x + UNIT / 2} cy={y + UNIT / 2} r={3} />;
  }
}

function BoxShape({ box }: { box: Box }) {
  switch (box.kind) {
    case 'function':
      return (
        <g>
          <title>{box.text}</title>
          <circle className={styles.shape} cx={box.x + UNIT / 2} cy={box.y + UNIT / 2} r={FUNCTION_RADIUS} />
          <circle
            className={styles.shape}
            cx={box.x + UNIT * 1.5}
            cy={box.y + UNIT / 2}
            r={FUNCTION_RADIUS}
          />
        </g>
      );
    case 'text':
      return (
        <g>
          <rect className={styles.textBox} x={box.x} y={box.y} width={box.width} height={box.height} rx={4} />
          <text className={styles.text} x={box.x + box.width / 2} y={box.y + UNIT / 2}>
            {box.text}
          </text>
        </g>
      );
    case 'pair':
    case 'array':
      return (
        <g>
          <rect className={styles.shape} x={box.x} y={box.y} width={box.width} height={box.height} />
          {box.cells.map((cell, index) => {
            const x = box.x + index * UNIT;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position in the box
              <g key={index}>
                {index > 0 ? (
                  <line className={styles.line} x1={x} y1={box.y} x2={x} y2={box.y + UNIT} />
                ) : null}
                <CellMark cell={cell} x={x} y={box.y} />
              </g>
            );
          })}
        </g>
      );
  }
}

/** One drawing as an SVG box-and-pointer diagram; `descriptionId` names its text alternative. */
export function DataDiagram({
  drawing,
  label,
  descriptionId,
}: {
  drawing: DataDrawing;
  label: string;
  descriptionId: string;
}) {
  const layout = useMemo(() => layoutDrawing(drawing), [drawing]);
  const marker = useId();
  const sharedMarker = useId();
  return (
    <div className={styles.canvas}>
      <svg
        role="img"
        aria-label={label}
        aria-describedby={descriptionId}
        className={styles.svg}
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
      >
        <defs>
          {[marker, sharedMarker].map((id) => (
            <marker
              key={id}
              id={id}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto"
            >
              <path d="M0,0 L10,5 L0,10 z" className={id === marker ? styles.head : styles.sharedHead} />
            </marker>
          ))}
        </defs>
        {layout.boxes.map((box) => (
          <BoxShape key={`${box.kind}-${box.x}-${box.y}`} box={box} />
        ))}
        {layout.arrows.map((arrow) => (
          <polyline
            key={arrow.points.map((p) => `${p.x},${p.y}`).join(' ')}
            className={arrow.shared ? styles.sharedArrow : styles.arrow}
            points={arrow.points.map((p) => `${p.x},${p.y}`).join(' ')}
            markerEnd={`url(#${arrow.shared ? sharedMarker : marker})`}
          />
        ))}
      </svg>
    </div>
  );
}
