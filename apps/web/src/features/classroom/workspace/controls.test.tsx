import { describe, expect, it, vi } from 'vitest';
import { missionControlLayout } from './controls';

const controls = (narrow: boolean, owner = false, isMcq = false) =>
  missionControlLayout({
    index: 0,
    count: 2,
    chapter: 2,
    owner,
    isMcq,
    showMcqForm: false,
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    onAddTask: vi.fn(),
    onDeleteTask: vi.fn(),
    onToggleMcq: vi.fn(),
    narrow,
  });
const names = (entries: ReturnType<typeof controls>) =>
  entries.map((entry) => (typeof entry === 'string' ? entry : String(entry.key)));

describe("the mission's control bar", () => {
  it('has Run, Save, Reset, the chapter and Previous/Next; the owner adds task controls and, on an MCQ, the toggle', () => {
    expect(names(controls(false))).toEqual([
      'run',
      'stop',
      'save',
      'reset',
      'chapter',
      'previous',
      'progress',
      'next',
    ]);
    expect(names(controls(false, true))).toContain('delete-task');
    expect(names(controls(false, true))).not.toContain('mcq');
    expect(names(controls(false, true, true))).toContain('mcq');
  });

  it('drops Run and the chapter on the mobile layout', () => {
    expect(names(controls(true))).toEqual(['stop', 'save', 'reset', 'previous', 'progress', 'next']);
  });
});
