import { describe, expect, it } from 'vitest';
import { scoringSlotStart } from './schedule';

describe('scoringSlotStart', () => {
  it('is the last even hour of Singapore time', () => {
    // 10:59 SGT is 02:59 UTC; the slot began at 10:00 SGT.
    expect(scoringSlotStart(new Date('2030-03-10T02:59:59.999Z')).toISOString()).toBe(
      '2030-03-10T02:00:00.000Z',
    );
    // 11:30 SGT still belongs to the 10:00 slot.
    expect(scoringSlotStart(new Date('2030-03-10T03:30:00.000Z')).toISOString()).toBe(
      '2030-03-10T02:00:00.000Z',
    );
  });

  it('starts a slot exactly on the hour, including Singapore midnight', () => {
    expect(scoringSlotStart(new Date('2030-03-10T04:00:00.000Z')).toISOString()).toBe(
      '2030-03-10T04:00:00.000Z',
    );
    // 00:00 SGT on 11 March is 16:00 UTC on 10 March.
    expect(scoringSlotStart(new Date('2030-03-10T16:00:00.000Z')).toISOString()).toBe(
      '2030-03-10T16:00:00.000Z',
    );
  });
});
