import { stringify } from 'js-slang/dist/utils/stringify';

/**
 * A binary tree as Source lists it: `null` when empty, otherwise the three-element list
 * `list(value, left, right)`, which js-slang stores as nested pairs `[value, [left, [right, null]]]`.
 */
export type BinaryTree = null | [unknown, [BinaryTree, [BinaryTree, null]]];

/** A non-empty tree node, as `list(value, left, right)` is laid out in memory. */
export type TreeNode = [unknown, [BinaryTree, [BinaryTree, null]]];

function isPairValue(x: unknown): x is [unknown, unknown] {
  return Array.isArray(x) && x.length === 2;
}

/** One node's shape only (a three-element list); its branches are not looked at. */
export function isNodeShape(x: unknown): x is TreeNode {
  if (!isPairValue(x)) return false;
  const rest = x[1];
  if (!isPairValue(rest)) return false;
  const last = rest[1];
  return isPairValue(last) && last[1] === null;
}

/**
 * The whole check, without recursion: a student may build a tree deep enough to overflow the
 * JavaScript stack, and `is_tree` should answer rather than crash.
 */
export function isWholeTree(x: unknown): boolean {
  const pending: unknown[] = [x];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === null) continue;
    if (!isNodeShape(next)) return false;
    pending.push(next[1][0], next[1][1][0]);
  }
  return true;
}

/** The node, or an error naming the Source function that was given something else. */
export function expectNode(functionName: string, x: unknown): TreeNode {
  if (isNodeShape(x)) return x;
  throw new Error(`function ${functionName} expects binary tree, received: ${stringify(x)}`);
}
