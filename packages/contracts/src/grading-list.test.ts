import { describe, expect, it } from 'vitest';
import { GradingListFilterParams, GradingListQueryParams } from './grading-list';

describe('grading list query strings', () => {
  it('reads empty and blank values as not given, as the reference web client sends them', () => {
    expect(
      GradingListQueryParams.parse({ sortBy: '', sortDirection: '', title: ' ', group: 'true' }),
    ).toEqual({
      group: true,
    });
    expect(GradingListFilterParams.parse({ status: '', isGradingPublished: 'false' })).toEqual({
      isGradingPublished: false,
    });
  });

  it('still refuses values that mean nothing and parameters it does not know', () => {
    expect(GradingListQueryParams.safeParse({ sortBy: 'title' }).success).toBe(false);
    expect(GradingListQueryParams.safeParse({ colour: 'blue' }).success).toBe(false);
  });
});
