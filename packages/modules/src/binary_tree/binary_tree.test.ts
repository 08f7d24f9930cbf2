import { list as sourceList } from 'js-slang/dist/stdlib/list';
import { describe, expect, it } from 'vitest';
import {
  entry,
  is_empty_tree,
  is_tree,
  left_branch,
  make_empty_tree,
  make_tree,
  right_branch,
} from './index';
import type { BinaryTree } from './tree';

// Source's list of any values (the library's type wants one element type).
const list = sourceList as (...elements: unknown[]) => unknown;

const leaf = (value: unknown): BinaryTree => make_tree(value, null, null);

describe('binary_tree', () => {
  it('builds trees as list(value, left, right) and takes them apart', () => {
    const t = make_tree(2, leaf(1), leaf(3));
    expect(t).toEqual(list(2, list(1, null, null), list(3, null, null)));
    expect(entry(t)).toBe(2);
    expect(entry(left_branch(t))).toBe(1);
    expect(entry(right_branch(t))).toBe(3);
    expect(left_branch(left_branch(t))).toBeNull();
  });

  it('has null as the empty tree', () => {
    expect(make_empty_tree()).toBeNull();
    expect(is_empty_tree(make_empty_tree())).toBe(true);
    expect(is_empty_tree(leaf(1))).toBe(false);
    expect(is_empty_tree(list())).toBe(true);
  });

  it('is_tree checks every branch, not only the root', () => {
    expect(is_tree(null)).toBe(true);
    expect(is_tree(make_tree(1, leaf(2), null))).toBe(true);
    expect(is_tree(list(1, null, null))).toBe(true);
    expect(is_tree(list(1, list(2, 3, null), null))).toBe(false);
    expect(is_tree(list(1, null))).toBe(false);
    expect(is_tree(list(1, null, null, null))).toBe(false);
    expect(is_tree(5)).toBe(false);
    expect(is_tree('tree')).toBe(false);
  });

  it('answers for a tree far deeper than the JavaScript stack', () => {
    let t: BinaryTree = null;
    for (let i = 0; i < 200_000; i += 1) t = make_tree(i, t, null);
    expect(is_tree(t)).toBe(true);
  });

  it('names the function and the value it was given when it is not a tree', () => {
    expect(() => entry(1 as unknown as BinaryTree)).toThrow(
      new Error('function entry expects binary tree, received: 1'),
    );
    expect(() => left_branch(null)).toThrow(
      new Error('function left_branch expects binary tree, received: null'),
    );
    expect(() => right_branch(list(1, 2) as unknown as BinaryTree)).toThrow(
      new Error('function right_branch expects binary tree, received: [1, [2, null]]'),
    );
  });
});
