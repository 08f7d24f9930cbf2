/**
 * Binary trees for Source §2 and up: an empty tree is `null`, and a node is the list
 * `list(value, left, right)`. The functions below build and take apart such trees.
 */
import { type BinaryTree, expectNode, isWholeTree } from './tree';

/**
 * The empty binary tree.
 * @returns `null`, the empty tree
 */
export function make_empty_tree(): BinaryTree {
  return null;
}

/**
 * A binary tree whose root holds `value`, with `left` and `right` as its branches.
 * @param value the entry at the root
 * @param left the left branch, a binary tree
 * @param right the right branch, a binary tree
 * @returns the tree `list(value, left, right)`
 */
export function make_tree(value: unknown, left: BinaryTree, right: BinaryTree): BinaryTree {
  return [value, [left, [right, null]]];
}

/**
 * Whether `value` is a binary tree: the empty tree, or a three-element list whose second and
 * third elements are binary trees themselves (checked all the way down).
 * @param value any value
 * @returns `true` for a binary tree, `false` otherwise
 */
export function is_tree(value: unknown): boolean {
  return isWholeTree(value);
}

/**
 * Whether `value` is the empty binary tree.
 * @param value any value
 * @returns `true` when `value` is `null`
 */
export function is_empty_tree(value: unknown): boolean {
  return value === null;
}

/**
 * The value held at the root of a non-empty binary tree.
 * @param t a non-empty binary tree
 * @returns the root's entry
 */
export function entry(t: BinaryTree): unknown {
  return expectNode('entry', t)[0];
}

/**
 * The left branch of a non-empty binary tree.
 * @param t a non-empty binary tree
 * @returns the left branch, itself a binary tree
 */
export function left_branch(t: BinaryTree): BinaryTree {
  return expectNode('left_branch', t)[1][0];
}

/**
 * The right branch of a non-empty binary tree.
 * @param t a non-empty binary tree
 * @returns the right branch, itself a binary tree
 */
export function right_branch(t: BinaryTree): BinaryTree {
  return expectNode('right_branch', t)[1][1][0];
}
