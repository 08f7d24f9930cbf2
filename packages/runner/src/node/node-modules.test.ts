import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeSession } from './index';

const FIXTURES = fileURLToPath(new URL('../modules/fixtures/modules', import.meta.url));
const settings = { chapter: 2, variant: 'default', execTimeMs: 3000 } as const;

describe('Source modules in the Node host (the grader)', () => {
  const session = createNodeSession({ modulesDir: FIXTURES });
  afterAll(() => session.dispose());

  it('imports bundles from the folder on disk, across stages, and collects no outputs', async () => {
    const onModuleOutputs = () => {
      throw new Error('the Node host sends no module outputs');
    };
    const outcome = await session.run("import { heart, show, stack } from 'rune'; show(heart);", settings, {
      onModuleOutputs,
    });
    expect(outcome).toMatchObject({ status: 'finished', value: '{"rune": "heart"}' });
    expect(await session.evaluate('show(stack(heart, heart));', { onModuleOutputs })).toMatchObject({
      value: expect.stringContaining('"stack"'),
    });
    expect(await session.run("import { x } from 'nosuch';", settings)).toMatchObject({
      text: "Line 1: Module 'nosuch' not found.",
    });
  });

  it('defines a legacy library’s listed symbols', async () => {
    const stages = await session.runStages?.(['const w = video_width();', 'w;'], {
      ...settings,
      externalLibrary: 'pixnflix',
      externalSymbols: ['video_width'],
    });
    expect(stages).toMatchObject({ stage: 1, outcome: { status: 'finished', value: '400' } });
  });
});
