import {
  CLASSROOM_TEXTS,
  type FileDelete,
  type FileWrite,
  isChangedElsewhere,
  isEmptySavePlan,
  type LoadedFile,
  type LoadedFiles,
  loadedAfterSave,
  type Mission,
  planMissionSave,
} from '@sa/domain';
import { githubStatus } from '../../../lib/github/client';

/** The two writes a save makes, bound to one repository, author and commit message. */
export interface MissionFileApi {
  /** Creates or overwrites a file; answers its new sha. */
  write(file: FileWrite): Promise<string>;
  remove(file: FileDelete): Promise<void>;
}

export type SaveOutcome =
  | { kind: 'saved' | 'nothing'; loaded: Map<string, LoadedFile> }
  /** Stopped at a failed write: `loaded` holds what did get written, `message` what to say. */
  | { kind: 'stopped'; loaded: Map<string, LoadedFile>; message: string; changedElsewhere: boolean };

/**
 * Saves `mission` over the repository as last loaded (spec 3 section 4): only the changed files,
 * each with the sha it replaces, then the files of removed task folders one by one. The first
 * refusal stops the save: a 409 or 422 means someone changed the repository since (never retried
 * without the sha), anything else is a failed write. What was written before stays recorded.
 */
export async function saveMission(
  api: MissionFileApi,
  loaded: LoadedFiles,
  mission: Mission,
): Promise<SaveOutcome> {
  const plan = planMissionSave(loaded, mission);
  if (isEmptySavePlan(plan)) return { kind: 'nothing', loaded: new Map(loaded) };
  const written = new Map<string, string>();
  const writes: FileWrite[] = [];
  const deletes: FileDelete[] = [];
  const stop = (error: unknown, failure: string): SaveOutcome => {
    const changedElsewhere = isChangedElsewhere(githubStatus(error));
    return {
      kind: 'stopped',
      loaded: loadedAfterSave(loaded, { writes, deletes }, written),
      message: changedElsewhere ? CLASSROOM_TEXTS.changedElsewhere : failure,
      changedElsewhere,
    };
  };
  for (const file of plan.writes) {
    try {
      written.set(file.path, await api.write(file));
      writes.push(file);
    } catch (error) {
      return stop(error, CLASSROOM_TEXTS.saveFileFailed);
    }
  }
  for (const file of plan.deletes) {
    try {
      await api.remove(file);
      deletes.push(file);
    } catch (error) {
      return stop(error, CLASSROOM_TEXTS.deleteFolderFailed);
    }
  }
  return { kind: 'saved', loaded: loadedAfterSave(loaded, plan, written) };
}
