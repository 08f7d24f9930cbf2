import { describe, expect, it } from 'vitest';
import { type LatestVersion, VERSION_COLLAPSE_MS, versionWrite } from './versions';

const t0 = new Date('2026-03-01T10:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const latest = (over: Partial<LatestVersion> = {}): LatestVersion => ({
  id: 7,
  name: null,
  content: 'old',
  savedById: 1,
  insertedAt: t0,
  ...over,
});

describe('versionWrite', () => {
  it('adds the first version of an answer', () => {
    expect(versionWrite(undefined, { content: 'a', savedById: 1, at: t0 })).toEqual({ kind: 'insert' });
  });

  it('adds nothing when the content is the newest version’s', () => {
    expect(versionWrite(latest(), { content: 'old', savedById: 1, at: later(5 * 60_000) })).toEqual({
      kind: 'none',
    });
  });

  it('replaces an unnamed version saved by the same person less than a minute before', () => {
    const save = { content: 'new', savedById: 1, at: later(VERSION_COLLAPSE_MS - 1) };
    expect(versionWrite(latest(), save)).toEqual({ kind: 'replace', id: 7 });
  });

  it('adds a version once a minute has passed since the version’s first save', () => {
    const save = { content: 'new', savedById: 1, at: later(VERSION_COLLAPSE_MS) };
    expect(versionWrite(latest(), save)).toEqual({ kind: 'insert' });
  });

  it('never overwrites a named version', () => {
    const save = { content: 'new', savedById: 1, at: later(1000) };
    expect(versionWrite(latest({ name: 'works' }), save)).toEqual({ kind: 'insert' });
  });

  it('keeps each team member’s save apart', () => {
    const save = { content: 'new', savedById: 2, at: later(1000) };
    expect(versionWrite(latest(), save)).toEqual({ kind: 'insert' });
  });

  it('adds a version when the clock went back', () => {
    const save = { content: 'new', savedById: 1, at: later(-1000) };
    expect(versionWrite(latest(), save)).toEqual({ kind: 'insert' });
  });
});
