import { describe, expect, it } from 'vitest';
import { KeyedQueue } from './keyed-queue';

describe('KeyedQueue', () => {
  it('runs tasks of one key one at a time, in order, failures included; other keys alongside', async () => {
    const queue = new KeyedQueue();
    const events: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = queue.run('a', async () => {
      events.push('a1 start');
      await gate;
      events.push('a1 end');
      throw new Error('a1 failed');
    });
    const second = queue.run('a', async () => {
      events.push('a2');
      return 2;
    });
    const other = queue.run('b', async () => {
      events.push('b1');
      return 'b';
    });
    expect(await other).toBe('b');
    expect(events).toEqual(['a1 start', 'b1']);
    release();
    await expect(first).rejects.toThrow('a1 failed');
    expect(await second).toBe(2);
    expect(events).toEqual(['a1 start', 'b1', 'a1 end', 'a2']);
  });
});
