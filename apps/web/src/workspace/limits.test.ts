import { describe, expect, it } from 'vitest';
import {
  clampExecTime,
  clampKeyboardOffset,
  clampReplHeight,
  clampStepLimit,
  snapEditorWidth,
} from './limits';

describe('workspace limits', () => {
  it('keeps the execution time at 1000 ms or more', () => {
    expect(clampExecTime(200)).toBe(1000);
    expect(clampExecTime(2500)).toBe(2500);
    expect(clampExecTime(Number.NaN)).toBe(1000);
  });

  it('keeps the step limit between 500 and 5000', () => {
    expect(clampStepLimit(100)).toBe(500);
    expect(clampStepLimit(9000)).toBe(5000);
    expect(clampStepLimit(1200)).toBe(1200);
  });

  it('fills the side content beyond 95% and collapses it below 5%', () => {
    expect(snapEditorWidth(4)).toBe(0);
    expect(snapEditorWidth(5)).toBe(5);
    expect(snapEditorWidth(50)).toBe(50);
    expect(snapEditorWidth(95)).toBe(95);
    expect(snapEditorWidth(96)).toBe(100);
    expect(snapEditorWidth(-20)).toBe(0);
  });

  it('bounds the mobile REPL panel and the code keyboard', () => {
    expect(clampReplHeight(800)).toBe(500);
    expect(clampReplHeight(-10)).toBe(0);
    expect(clampKeyboardOffset(-300)).toBe(-200);
    expect(clampKeyboardOffset(250)).toBe(200);
    expect(clampKeyboardOffset(40)).toBe(40);
  });
});
