import { CLASSROOM_TEXTS, type LoadedFile, missionFromLoaded, updateTask } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import { type MissionFileApi, saveMission } from './saveMission';

const loaded = new Map<string, LoadedFile>([
  ['README.md', { text: '# M\n', sha: 's-readme' }],
  ['Q1/Problem.md', { text: 'One\n', sha: 's-p1' }],
  ['Q1/StarterCode.js', { text: '// 1\n', sha: 's-st1' }],
  ['Q1/SavedCode.js', { text: '', sha: 's-sv1' }],
]);

function recordingApi(refuse?: { path: string; status: number }) {
  const calls: string[] = [];
  const api: MissionFileApi = {
    async write({ path, sha }) {
      if (refuse?.path === path) throw Object.assign(new Error('refused'), { status: refuse.status });
      calls.push(`write ${path} ${sha ?? 'new'}`);
      return `new-${path}`;
    },
    async remove({ path, sha }) {
      if (refuse?.path === path) throw Object.assign(new Error('refused'), { status: refuse.status });
      calls.push(`delete ${path} ${sha}`);
    },
  };
  return { api, calls };
}

describe('saving a mission', () => {
  it('writes the changed files with the shas they replace and records the new ones', async () => {
    const mission = updateTask(missionFromLoaded(loaded), 0, { savedCode: 'x;\n', taskDescription: 'Two\n' });
    const { api, calls } = recordingApi();
    const outcome = await saveMission(api, loaded, mission);
    expect(calls).toEqual(['write Q1/Problem.md s-p1', 'write Q1/SavedCode.js s-sv1']);
    expect(outcome.kind).toBe('saved');
    expect(outcome.loaded.get('Q1/SavedCode.js')).toEqual({ text: 'x;\n', sha: 'new-Q1/SavedCode.js' });
  });

  it('answers nothing to do when nothing changed', async () => {
    const { api, calls } = recordingApi();
    expect((await saveMission(api, loaded, missionFromLoaded(loaded))).kind).toBe('nothing');
    expect(calls).toEqual([]);
  });

  it.each([409, 422])(
    'stops at a %i, says the repository changed elsewhere and keeps what was written',
    async (status) => {
      const mission = updateTask(missionFromLoaded(loaded), 0, {
        savedCode: 'x;\n',
        taskDescription: 'Two\n',
      });
      const { api, calls } = recordingApi({ path: 'Q1/SavedCode.js', status });
      const outcome = await saveMission(api, loaded, mission);
      expect(calls).toEqual(['write Q1/Problem.md s-p1']);
      expect(outcome).toMatchObject({
        kind: 'stopped',
        changedElsewhere: true,
        message: CLASSROOM_TEXTS.changedElsewhere,
      });
      expect(outcome.loaded.get('Q1/Problem.md')?.sha).toBe('new-Q1/Problem.md');
      expect(outcome.loaded.get('Q1/SavedCode.js')?.sha).toBe('s-sv1');
    },
  );

  it('reports another failure of a write or a delete with the spec texts', async () => {
    const mission = updateTask(missionFromLoaded(loaded), 0, { savedCode: 'x;\n' });
    const write = await saveMission(
      recordingApi({ path: 'Q1/SavedCode.js', status: 500 }).api,
      loaded,
      mission,
    );
    expect(write).toMatchObject({
      kind: 'stopped',
      changedElsewhere: false,
      message: CLASSROOM_TEXTS.saveFileFailed,
    });

    const two = new Map(loaded).set('Q2/Problem.md', { text: 'Two\n', sha: 's-p2' });
    const deleted = await saveMission(
      recordingApi({ path: 'Q2/Problem.md', status: 500 }).api,
      two,
      missionFromLoaded(loaded),
    );
    expect(deleted).toMatchObject({ kind: 'stopped', message: CLASSROOM_TEXTS.deleteFolderFailed });
  });
});
