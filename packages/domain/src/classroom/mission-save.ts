import type { Mission } from './mission';
import { missionFromFiles, missionToFiles, taskFolder } from './mission-files';

/**
 * What saving a mission writes to its repository (spec 3 section 4): only the files whose
 * content changed, each update carrying the sha it replaces (so GitHub refuses it with 409 when
 * someone else changed the file since), and the files of task folders that no longer exist.
 */
export interface LoadedFile {
  text: string;
  /** GitHub's blob sha of this version of the file. */
  sha: string;
}

/** The repository as last loaded or saved: every file read, by path. */
export type LoadedFiles = ReadonlyMap<string, LoadedFile>;

export interface FileWrite {
  path: string;
  text: string;
  /** The sha being replaced; absent when the file is created. */
  sha?: string;
}

export interface FileDelete {
  path: string;
  sha: string;
}

export interface SavePlan {
  writes: FileWrite[];
  /** Files of removed task folders, and test files emptied in kept ones. */
  deletes: FileDelete[];
  /** Task folders that no longer hold a task ('Q3'), for the messages. */
  removedFolders: string[];
}

const textsOf = (loaded: LoadedFiles) => new Map([...loaded].map(([path, file]) => [path, file.text]));

/** The mission the loaded files hold. */
export function missionFromLoaded(loaded: LoadedFiles): Mission {
  return missionFromFiles(textsOf(loaded));
}

/**
 * Compares what `current` writes with what the loaded files mean (read, then written again), so
 * a file GitHub holds in another layout (JSON spacing, an empty SavedCode.js) is not rewritten
 * unless its meaning changed. `loaded` should hold every file of each task folder (list the
 * folder; files the Classroom does not read may have any text), so that a removed task's folder
 * is deleted entirely.
 */
export function planMissionSave(loaded: LoadedFiles, current: Mission): SavePlan {
  const baseline = missionToFiles(missionFromFiles(textsOf(loaded)));
  const wanted = missionToFiles(current);
  const writes: FileWrite[] = [];
  for (const [path, text] of wanted) {
    if (baseline.get(path) === text) continue;
    const sha = loaded.get(path)?.sha;
    writes.push(sha === undefined ? { path, text } : { path, text, sha });
  }
  const keptFolders = new Set(current.tasks.map((_, i) => taskFolder(i + 1)));
  const removedFolders = new Set<string>();
  const deletes: FileDelete[] = [];
  for (const [path, { sha }] of loaded) {
    const folder = /^(Q\d+)\//.exec(path)?.[1];
    const inRemovedFolder =
      folder !== undefined &&
      !keptFolders.has(folder) &&
      [...baseline.keys()].some((p) => p.startsWith(`${folder}/`));
    if (inRemovedFolder) removedFolders.add(folder);
    if (inRemovedFolder || (baseline.has(path) && !wanted.has(path))) deletes.push({ path, sha });
  }
  deletes.sort((a, b) => a.path.localeCompare(b.path));
  return { writes, deletes, removedFolders: [...removedFolders].sort(byTaskNumber) };
}

const byTaskNumber = (a: string, b: string) => Number(a.slice(1)) - Number(b.slice(1));

export function isEmptySavePlan(plan: SavePlan): boolean {
  return plan.writes.length === 0 && plan.deletes.length === 0;
}

/**
 * The unsaved-changes rule (spec 3 section 4): the briefing, metadata or tasks differ from the
 * copy last loaded or saved, in what saving would write (so a transient testcase result, or an
 * edit undone by hand, does not count).
 */
export function hasUnsavedChanges(baseline: Mission, current: Mission): boolean {
  const before = missionToFiles(baseline);
  const after = missionToFiles(current);
  if (before.size !== after.size) return true;
  for (const [path, text] of after) if (before.get(path) !== text) return true;
  return false;
}

/** The files of a mission for a new repository: everything, created. */
export function newMissionFiles(mission: Mission): FileWrite[] {
  return [...missionToFiles(mission)].map(([path, text]) => ({ path, text }));
}

/**
 * The loaded copy after `plan` was carried out: each written file with the sha GitHub answered
 * (`written`: path -> new sha), deleted files gone. Throws when a written file has no new sha,
 * since the next save would then overwrite blindly.
 */
export function loadedAfterSave(
  loaded: LoadedFiles,
  plan: Pick<SavePlan, 'writes' | 'deletes'>,
  written: ReadonlyMap<string, string>,
): Map<string, LoadedFile> {
  const next = new Map(loaded);
  for (const { path, text } of plan.writes) {
    const sha = written.get(path);
    if (sha === undefined) throw new Error(`No sha was given for the saved file ${path}`);
    next.set(path, { text, sha });
  }
  for (const { path } of plan.deletes) next.delete(path);
  return next;
}
