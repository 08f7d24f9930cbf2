import { describe, expect, it } from 'vitest';
import { SessionCore } from './session-core';

describe('SessionCore', () => {
  it('rejects whenReady and answers a call with an error when the worker cannot load', async () => {
    const core = new SessionCore({
      extendLimitOnRerun: false,
      spawn: (events) => {
        queueMicrotask(() => events.failure({ kind: 'crash', message: 'worker script not found' }));
        return { post: () => {}, terminate: () => {} };
      },
    });
    await expect(core.whenReady()).rejects.toThrow(
      'The Source runner could not start: worker script not found',
    );
    const outcome = await core.run('1;', { chapter: 1, variant: 'default', execTimeMs: 1000 });
    expect(outcome).toMatchObject({
      status: 'error',
      text: 'The interpreter stopped unexpectedly: worker script not found',
    });
    core.dispose();
  });
});
