import {
  DEFAULT_SOURCE_VERSION,
  type Mission,
  type MissionMetadata,
  type MissionTask,
  type MissionTestcase,
  TESTCASE_TYPES,
  UNREADABLE_METADATA_SOURCE_VERSION,
} from './mission';
import { MAX_MISSION_TASKS } from './texts';

/**
 * A mission's repository files (spec 3 sections 3 and 5): README.md (the briefing), .metadata
 * (JSON) and one folder per task, Q1..Q20, read up to the first missing one. Reading fills in
 * the spec's defaults; writing leaves out what is empty, so a repository holds no empty test
 * files. Paths are relative to the repository's top folder.
 */
export const BRIEFING_FILE = 'README.md';
export const METADATA_FILE = '.metadata';
export const TASK_FILES = {
  taskDescription: 'Problem.md',
  starterCode: 'StarterCode.js',
  savedCode: 'SavedCode.js',
  testPrepend: 'TestPrepend.js',
  testPostpend: 'TestPostpend.js',
  testCases: 'TestCases.json',
} as const;

/** Task n's folder (1-based). */
export const taskFolder = (questionNumber: number): string => `Q${questionNumber}`;

/**
 * The task folders a listing of the repository's top folder holds: Q1, Q2, ... up to the first
 * one missing, at most 20.
 */
export function taskFoldersIn(entries: readonly { name: string; type: string }[]): string[] {
  const folders = new Set(entries.filter((entry) => entry.type === 'dir').map((entry) => entry.name));
  const found: string[] = [];
  for (let n = 1; n <= MAX_MISSION_TASKS && folders.has(taskFolder(n)); n++) found.push(taskFolder(n));
  return found;
}

/** The files to read for a mission with these task folders (any may be missing). */
export function missionFilePaths(folders: readonly string[]): string[] {
  return [
    BRIEFING_FILE,
    METADATA_FILE,
    ...folders.flatMap((folder) => Object.values(TASK_FILES).map((file) => `${folder}/${file}`)),
  ];
}

/** .metadata's chapter: 1 without the file, 4 when it cannot be read (spec 3 section 5). */
export function readMetadata(text: string | undefined): MissionMetadata {
  if (text === undefined) return { sourceVersion: DEFAULT_SOURCE_VERSION };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { sourceVersion: UNREADABLE_METADATA_SOURCE_VERSION };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { sourceVersion: UNREADABLE_METADATA_SOURCE_VERSION };
  }
  if (!('sourceVersion' in data)) return { sourceVersion: DEFAULT_SOURCE_VERSION };
  const { sourceVersion } = data;
  // A chapter that is not 1..4 cannot be run either: read like a file that failed to parse.
  return typeof sourceVersion === 'number' &&
    Number.isInteger(sourceVersion) &&
    sourceVersion >= 1 &&
    sourceVersion <= 4
    ? { sourceVersion }
    : { sourceVersion: UNREADABLE_METADATA_SOURCE_VERSION };
}

export function writeMetadata(metadata: MissionMetadata): string {
  return `${JSON.stringify({ sourceVersion: metadata.sourceVersion }, null, 2)}\n`;
}

/**
 * TestCases.json: a list of {program, answer, score?, type?}; score defaults to 0 and type to
 * public. A file that cannot be read gives no testcases (the task still opens).
 */
export function readTestcases(text: string | undefined): MissionTestcase[] {
  if (text === undefined || text.trim() === '') return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown): MissionTestcase[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { program, answer, score, type } = item as Record<string, unknown>;
    return [
      {
        program: typeof program === 'string' ? program : '',
        answer: typeof answer === 'string' ? answer : answer === undefined ? '' : JSON.stringify(answer),
        score: typeof score === 'number' && Number.isFinite(score) ? score : 0,
        type: TESTCASE_TYPES.find((known) => known === type) ?? 'public',
      },
    ];
  });
}

/** A testcase as the editor may hold it before a score or type is chosen. */
export type WritableTestcase = Omit<MissionTestcase, 'score' | 'type'> &
  Partial<Pick<MissionTestcase, 'score' | 'type'>>;

export function writeTestcases(testcases: readonly WritableTestcase[]): string {
  const written = testcases.map(({ program, answer, score, type }) => ({
    program,
    answer,
    score: score !== undefined && Number.isFinite(score) ? score : 0,
    type: type ?? 'public',
  }));
  return `${JSON.stringify(written, null, 2)}\n`;
}

/**
 * The mission that `files` (path -> text) hold. Task n exists when any file of folder Qn is
 * there; reading stops at the first task folder missing.
 */
export function missionFromFiles(files: ReadonlyMap<string, string>): Mission {
  const folderPresent = (folder: string) => [...files.keys()].some((path) => path.startsWith(`${folder}/`));
  const tasks: MissionTask[] = [];
  for (let n = 1; n <= MAX_MISSION_TASKS && folderPresent(taskFolder(n)); n++) {
    const read = (file: string) => files.get(`${taskFolder(n)}/${file}`);
    const starterCode = read(TASK_FILES.starterCode) ?? '';
    const savedCode = read(TASK_FILES.savedCode) ?? '';
    tasks.push({
      questionNumber: n,
      taskDescription: read(TASK_FILES.taskDescription) ?? '',
      starterCode,
      // Saved code defaults to the starter code when empty (spec 3 section 5).
      savedCode: savedCode === '' ? starterCode : savedCode,
      testPrepend: read(TASK_FILES.testPrepend) ?? '',
      testPostpend: read(TASK_FILES.testPostpend) ?? '',
      testCases: readTestcases(read(TASK_FILES.testCases)),
    });
  }
  return {
    briefing: files.get(BRIEFING_FILE) ?? '',
    metadata: readMetadata(files.get(METADATA_FILE)),
    tasks,
  };
}

const isBlank = (text: string) => text.trim() === '';

/**
 * The files (path -> text) that hold `mission`. Problem.md, StarterCode.js and SavedCode.js are
 * always written (they keep the task's folder in existence); testcases, prepend and postpend only
 * when they hold something.
 */
export function missionToFiles(mission: Mission): Map<string, string> {
  const files = new Map<string, string>([
    [BRIEFING_FILE, mission.briefing],
    [METADATA_FILE, writeMetadata(mission.metadata)],
  ]);
  mission.tasks.forEach((task, i) => {
    const put = (file: string, text: string) => files.set(`${taskFolder(i + 1)}/${file}`, text);
    put(TASK_FILES.taskDescription, task.taskDescription);
    put(TASK_FILES.starterCode, task.starterCode);
    put(TASK_FILES.savedCode, task.savedCode);
    if (!isBlank(task.testPrepend)) put(TASK_FILES.testPrepend, task.testPrepend);
    if (!isBlank(task.testPostpend)) put(TASK_FILES.testPostpend, task.testPostpend);
    if (task.testCases.length > 0) put(TASK_FILES.testCases, writeTestcases(task.testCases));
  });
  return files;
}
