// The rune module as Source programs use it, through js-slang's loader: Source functions handed to
// the module may end in tail calls, which js-slang's native runner returns as records to unwind.
import { beforeEach, describe, expect, it } from 'vitest';
import context, { resetTestContext } from '../test/context-stub';
import { runWithModule } from '../test/run-source';
import * as rune from './index';

beforeEach(() => resetTestContext());

const run = (program: string) => runWithModule('rune', rune, program);

describe('rune through js-slang', { timeout: 30_000 }, () => {
  it('applies Source functions that end in calls (repeat_pattern, animate_rune)', async () => {
    expect(await run('show(repeat_pattern(2, r => beside(r, r), heart));')).toEqual({ value: '<Rune>' });
    expect(await run('animate_rune(1, 4, t => stack(heart, scale(t + 0.5, heart)));')).toEqual({
      value: '<AnimatedRune>',
    });
    const outputs = (context.moduleContexts.rune as { state: { outputs: { kind: string }[] } }).state.outputs;
    expect(outputs.map((o) => o.kind)).toEqual(['rune', 'rune-animation']);
  });

  it('names the function in its errors', async () => {
    expect((await run('stack_frac(1.5, heart, heart);')).error).toMatch(/^Error: stack_frac: /);
  });
});
