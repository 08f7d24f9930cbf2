import { CLASSROOM_TEXTS, MAX_MISSION_TASKS } from './texts';

/**
 * A repository mission as the Classroom's workspace edits it (spec 3 section 3, "Repository
 * missions"): a briefing, metadata and 1..20 tasks. How it maps to the repository's files is in
 * mission-files.ts.
 */
export const TESTCASE_TYPES = ['public', 'opaque', 'secret'] as const;
export type MissionTestcaseType = (typeof TESTCASE_TYPES)[number];

export interface MissionTestcase {
  program: string;
  /** The expected result, as the program's value would print. */
  answer: string;
  score: number;
  type: MissionTestcaseType;
}

export interface MissionTask {
  /** 1-based position; kept equal to the task's place by every rule here. */
  questionNumber: number;
  taskDescription: string;
  starterCode: string;
  savedCode: string;
  testPrepend: string;
  testPostpend: string;
  testCases: MissionTestcase[];
}

export interface MissionMetadata {
  /** The Source chapter the mission runs in (1 to 4). */
  sourceVersion: number;
}

export interface Mission {
  briefing: string;
  metadata: MissionMetadata;
  tasks: MissionTask[];
}

export const DEFAULT_SOURCE_VERSION = 1;
/** What an unreadable .metadata means (spec 3 section 5). */
export const UNREADABLE_METADATA_SOURCE_VERSION = 4;

// Ours: the spec asks for a default briefing, task and starter-code comment without wording them.
export const DEFAULT_BRIEFING =
  '# Mission briefing\n\nTell your students the story of this mission, what they will learn and how their work is graded.\n';
export const DEFAULT_TASK_DESCRIPTION = 'Describe the task here: what to write and what it should return.';
export const DEFAULT_STARTER_CODE = '// Your program here\n';

export function defaultTask(questionNumber = 1): MissionTask {
  return {
    questionNumber,
    taskDescription: DEFAULT_TASK_DESCRIPTION,
    starterCode: DEFAULT_STARTER_CODE,
    savedCode: DEFAULT_STARTER_CODE,
    testPrepend: '',
    testPostpend: '',
    testCases: [],
  };
}

/** A new mission: the default briefing, chapter 1 and one default task. */
export function defaultMission(): Mission {
  return {
    briefing: DEFAULT_BRIEFING,
    metadata: { sourceVersion: DEFAULT_SOURCE_VERSION },
    tasks: [defaultTask(1)],
  };
}

const numbered = (tasks: MissionTask[]): MissionTask[] =>
  tasks.map((task, i) => (task.questionNumber === i + 1 ? task : { ...task, questionNumber: i + 1 }));

export type TaskChange = { ok: true; mission: Mission; selected: number } | { ok: false; message: string };

/** Inserts a default task after task `current` (0-based) and selects it. */
export function addTaskAfter(mission: Mission, current: number): TaskChange {
  if (mission.tasks.length >= MAX_MISSION_TASKS) return { ok: false, message: CLASSROOM_TEXTS.tooManyTasks };
  const at = clampIndex(mission, current) + 1;
  const tasks = [...mission.tasks.slice(0, at), defaultTask(at + 1), ...mission.tasks.slice(at)];
  return { ok: true, mission: { ...mission, tasks: numbered(tasks) }, selected: at };
}

/** Removes task `current` (0-based) and selects the one before it (or the first). */
export function deleteTask(mission: Mission, current: number): TaskChange {
  if (mission.tasks.length <= 1) return { ok: false, message: CLASSROOM_TEXTS.onlyRemainingTask };
  const at = clampIndex(mission, current);
  const tasks = mission.tasks.filter((_, i) => i !== at);
  return { ok: true, mission: { ...mission, tasks: numbered(tasks) }, selected: Math.max(0, at - 1) };
}

function clampIndex(mission: Mission, index: number): number {
  return Math.min(Math.max(0, Math.trunc(index)), mission.tasks.length - 1);
}

/** Replaces task `index` with `change` applied (the workspace's edits of one task). */
export function updateTask(
  mission: Mission,
  index: number,
  change: Partial<Omit<MissionTask, 'questionNumber'>>,
): Mission {
  return {
    ...mission,
    tasks: mission.tasks.map((task, i) => (i === index ? { ...task, ...change } : task)),
  };
}
