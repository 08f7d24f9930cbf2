import { describe, expect, it } from 'vitest';
import { describeDrawing } from './describe';
import { arrayOfPairs, cycle, list123, nestedList, selfLoop, severalArguments, sharedTail } from './fixtures';

describe('describeDrawing', () => {
  it('reads a list as nested pairs', () => {
    expect(describeDrawing(list123)).toEqual([
      'pair: head 1, tail pair: head 2, tail pair: head 3, tail null',
    ]);
  });

  it('brackets a structure in a head', () => {
    expect(describeDrawing(nestedList)[0]).toBe(
      'pair: head (pair: head 1, tail pair: head 2, tail null), tail pair: head (pair: head 3, tail pair: head (pair: head 4, tail null), tail null), tail pair: head 5, tail null',
    );
  });

  it('numbers shared structure and refers back to it', () => {
    expect(describeDrawing(sharedTail)).toEqual([
      'pair: head (pair: head 1, tail pair: head (pair #1: head 3, tail null), tail null), tail pair: head 2, tail pair #1, see above',
    ]);
  });

  it('ends a cycle with a reference instead of looping', () => {
    expect(describeDrawing(cycle)).toEqual(['pair #1: head 1, tail pair: head 2, tail pair #1, see above']);
    expect(describeDrawing(selfLoop)).toEqual(['pair #1: head pair #1, see above, tail pair #1, see above']);
  });

  it('lists array elements and functions', () => {
    expect(describeDrawing(arrayOfPairs)).toEqual([
      'array of 4: (pair: head 1, tail null), (pair: head "a long string here", tail pair: head 2, tail null), (function x => x), "x"',
    ]);
  });

  it('describes each argument, and says when values were left out', () => {
    expect(describeDrawing({ ...severalArguments, omitted: 3 })).toEqual([
      'pair #1: head 1, tail null',
      '42',
      '"hello world"',
      'pair #1, see above',
      '3 more values were left out of this drawing.',
    ]);
  });
});
