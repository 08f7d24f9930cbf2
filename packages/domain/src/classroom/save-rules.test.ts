import { describe, expect, it } from 'vitest';
import { isChangedElsewhere, logOutRefusal, repositoryTitleRefusal, saveRefusal } from './save-rules';

describe('saveRefusal', () => {
  const now = new Date('2026-11-27T00:00:00Z');

  it('asks to sign in first', () => {
    expect(saveRefusal({ signedIn: false, dueDate: null, now })).toBe('Please sign in with GitHub!');
  });

  it('refuses a save past the due date, and allows one before it or without one', () => {
    expect(saveRefusal({ signedIn: true, dueDate: '2026-11-26T23:59:59Z', now })).toBe(
      'It is past the due date for this assessment!',
    );
    expect(saveRefusal({ signedIn: true, dueDate: '2026-11-27T00:00:01Z', now })).toBeNull();
    expect(saveRefusal({ signedIn: true, now })).toBeNull();
  });
});

describe('repositoryTitleRefusal', () => {
  it('requires a title that is not blank', () => {
    expect(repositoryTitleRefusal('')).toBe('Cannot create repository without title!');
    expect(repositoryTitleRefusal('   ')).toBe('Cannot create repository without title!');
    expect(repositoryTitleRefusal('my-mission')).toBeNull();
  });
});

describe('logOutRefusal', () => {
  it('refuses while changes are unsaved', () => {
    expect(logOutRefusal(true)).toBe('You have unsaved changes!');
    expect(logOutRefusal(false)).toBeNull();
  });
});

describe('isChangedElsewhere', () => {
  it('is true for 409 and 422 only', () => {
    expect([409, 422].map(isChangedElsewhere)).toEqual([true, true]);
    expect([undefined, 401, 404, 500].map(isChangedElsewhere)).toEqual([false, false, false, false]);
  });
});
