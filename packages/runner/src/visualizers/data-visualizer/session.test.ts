import { afterAll, describe, expect, it } from 'vitest';
import { createNodeSession } from '../../node/index';
import type { RunSettings } from '../../protocol';
import type { DataDrawing } from './types';

const ch = (chapter: RunSettings['chapter']): RunSettings => ({
  chapter,
  variant: 'default',
  execTimeMs: 1000,
});

const session = createNodeSession();
afterAll(() => session.dispose());

describe('drawings through a host', () => {
  it('reach the listener of a run and of REPL input, in order with the output', async () => {
    await session.whenReady();
    const events: string[] = [];
    const drawings: DataDrawing[] = [];
    const listener = {
      onOutput: (line: string) => events.push(`output ${line}`),
      onDataDrawing: (drawing: DataDrawing) => {
        events.push(`drawing ${drawings.length + 1}`);
        drawings.push(drawing);
      },
    };
    const outcome = await session.run(
      'display(1); draw_data(list(1, 2)); display(2); const xs = list(3);',
      ch(2),
      listener,
    );
    expect(outcome.status).toBe('finished');
    expect(events).toEqual(['output 1', 'drawing 1', 'output 2']);
    expect(drawings[0]?.nodes).toHaveLength(2);

    await session.evaluate('draw_data(xs, xs);', listener);
    expect(drawings[1]?.roots).toEqual([
      { kind: 'ref', id: 0 },
      { kind: 'ref', id: 0 },
    ]);
  });
});
