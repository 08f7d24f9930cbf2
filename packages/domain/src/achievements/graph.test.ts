import { describe, expect, it } from 'vitest';
import {
  ancestorUuids,
  CIRCULAR_DEPENDENCY_TOAST_MS,
  circularDependencyMessage,
  descendantUuids,
  directPrerequisites,
  findCircularAchievements,
} from './graph';

const node = (uuid: string, ...prerequisiteUuids: string[]) => ({
  uuid,
  prerequisiteUuids,
  title: uuid.toUpperCase(),
});

// a -> b -> c, a -> d, e alone
const tree = [node('a', 'b', 'd'), node('b', 'c'), node('c'), node('d'), node('e')];

describe('descendantUuids', () => {
  it('lists direct and indirect prerequisites, nearest first', () => {
    expect(descendantUuids(tree, 'a')).toEqual(['b', 'd', 'c']);
    expect(descendantUuids(tree, 'b')).toEqual(['c']);
    expect(descendantUuids(tree, 'c')).toEqual([]);
  });

  it('is empty for an unknown uuid', () => {
    expect(descendantUuids(tree, 'zzz')).toEqual([]);
  });

  it('ignores prerequisites that name no achievement', () => {
    expect(descendantUuids([node('a', 'ghost', 'b'), node('b')], 'a')).toEqual(['b']);
  });

  it('visits a shared prerequisite once (diamond)', () => {
    const diamond = [node('a', 'b', 'c'), node('b', 'd'), node('c', 'd'), node('d')];
    expect(descendantUuids(diamond, 'a')).toEqual(['b', 'c', 'd']);
  });

  it('terminates on a cycle and includes the start only then', () => {
    const cycle = [node('a', 'b'), node('b', 'c'), node('c', 'a')];
    expect(descendantUuids(cycle, 'a')).toEqual(['b', 'c', 'a']);
    expect(descendantUuids([node('s', 's')], 's')).toEqual(['s']);
  });
});

describe('ancestorUuids', () => {
  it('lists everything that needs the achievement, nearest first', () => {
    expect(ancestorUuids(tree, 'c')).toEqual(['b', 'a']);
    expect(ancestorUuids(tree, 'd')).toEqual(['a']);
    expect(ancestorUuids(tree, 'a')).toEqual([]);
    expect(ancestorUuids(tree, 'e')).toEqual([]);
  });

  it('terminates on a cycle', () => {
    const cycle = [node('a', 'b'), node('b', 'a'), node('x', 'a')];
    expect(ancestorUuids(cycle, 'a').sort()).toEqual(['a', 'b', 'x']);
  });

  it('counts a parent listing the same prerequisite twice once', () => {
    expect(ancestorUuids([node('a', 'b', 'b'), node('b')], 'b')).toEqual(['a']);
  });
});

describe('directPrerequisites', () => {
  it('gives the existing direct prerequisites once each, in listed order', () => {
    const items = [node('a', 'd', 'ghost', 'b', 'd', 'a'), node('b'), node('d')];
    expect(directPrerequisites(items, 'a').map((i) => i.uuid)).toEqual(['d', 'b']);
  });

  it('is empty for an unknown achievement', () => {
    expect(directPrerequisites(tree, 'nope')).toEqual([]);
  });
});

describe('findCircularAchievements', () => {
  it('finds nothing in an acyclic graph', () => {
    expect(findCircularAchievements(tree)).toEqual([]);
  });

  it('returns the members of every cycle in list order, not those merely depending on one', () => {
    const items = [node('x', 'a'), node('a', 'b'), node('b', 'a'), node('s', 's'), node('c')];
    expect(findCircularAchievements(items).map((i) => i.uuid)).toEqual(['a', 'b', 's']);
  });

  it('builds the exact toast text, shown for 30 seconds', () => {
    const [first] = findCircularAchievements([node('loop', 'loop')]);
    expect(circularDependencyMessage(first!.title)).toBe('Circular dependency detected in achievement LOOP');
    expect(CIRCULAR_DEPENDENCY_TOAST_MS).toBe(30_000);
  });
});
