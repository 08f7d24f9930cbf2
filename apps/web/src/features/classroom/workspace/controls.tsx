import { Button, Tag } from '@blueprintjs/core';
import { AddIcon, ArrowLeftIcon, ArrowRightIcon, RefreshIcon, TrashIcon } from '@blueprintjs/icons';
import { sublanguageName } from '@sa/domain';
import type { ReactElement } from 'react';
import type { WorkspaceAction } from '../../../workspace/actions';
import type { ControlBarEntry } from '../../../workspace/controlbar/ControlBar';
import { taskLabel } from './texts';

/** Reset: back to the copy last loaded or saved, after asking (the caller's dialog). */
export function missionResetAction(askToReset: () => void): WorkspaceAction {
  return { id: 'reset', label: 'Reset', icon: <RefreshIcon />, isEnabled: () => true, perform: askToReset };
}

export interface MissionControls {
  index: number;
  count: number;
  chapter: number;
  owner: boolean;
  isMcq: boolean;
  showMcqForm: boolean;
  onPrevious(): void;
  onNext(): void;
  onAddTask(): void;
  onDeleteTask(): void;
  onToggleMcq(): void;
  /** The mobile layout, which has its own Run and no room for the chapter (spec 3 section 2.4). */
  narrow: boolean;
}

/**
 * The mission's control bar (spec 3 section 2.4): Run, Stop, Save, Reset, the chapter, Previous,
 * the task's place and Next; the owner's add task, delete task and MCQ toggle. Moving between
 * tasks is the page's (not registered actions: they depend on which task is shown).
 */
export function missionControlLayout(c: MissionControls): ControlBarEntry[] {
  const entries: ControlBarEntry[] = [
    'run',
    'stop',
    'save',
    'reset',
    <Tag key="chapter" minimal large aria-label="Language">
      {sublanguageName(c.chapter, 'default')}
    </Tag>,
    <Button
      key="previous"
      variant="minimal"
      icon={<ArrowLeftIcon />}
      text="Previous"
      disabled={c.index === 0}
      onClick={c.onPrevious}
    />,
    <span key="progress">{taskLabel(c.index, c.count)}</span>,
    <Button
      key="next"
      variant="minimal"
      endIcon={<ArrowRightIcon />}
      text="Next"
      disabled={c.index >= c.count - 1}
      onClick={c.onNext}
    />,
  ];
  if (c.owner) entries.push(...ownerControls(c));
  return c.narrow
    ? entries.filter((entry) => entry !== 'run' && !(typeof entry !== 'string' && entry.key === 'chapter'))
    : entries;
}

function ownerControls(c: MissionControls): ReactElement[] {
  const controls = [
    <Button key="add-task" variant="minimal" icon={<AddIcon />} text="Add task" onClick={c.onAddTask} />,
    <Button
      key="delete-task"
      variant="minimal"
      icon={<TrashIcon />}
      text="Delete task"
      onClick={c.onDeleteTask}
    />,
  ];
  if (c.isMcq) {
    controls.push(
      <Button
        key="mcq"
        variant="minimal"
        text={c.showMcqForm ? 'Show MCQ text' : 'Show MCQ form'}
        aria-pressed={c.showMcqForm}
        onClick={c.onToggleMcq}
      />,
    );
  }
  return controls;
}
