import { describe, expect, it } from 'vitest';
import { addTaskAfter, defaultMission, deleteTask, type Mission, updateTask } from './mission';
import { missionFromFiles, missionToFiles } from './mission-files';
import {
  hasUnsavedChanges,
  isEmptySavePlan,
  type LoadedFile,
  loadedAfterSave,
  missionFromLoaded,
  newMissionFiles,
  planMissionSave,
} from './mission-save';

/** A repository as loaded: each file with a sha made from its path. */
const loadedFrom = (entries: Record<string, string>) =>
  new Map<string, LoadedFile>(
    Object.entries(entries).map(([path, text]) => [path, { text, sha: `sha:${path}` }]),
  );

const repository = {
  'README.md': '# Briefing\n',
  '.metadata': '{"sourceVersion":2}', // not the layout we write
  'Q1/Problem.md': 'one',
  'Q1/StarterCode.js': '// one',
  'Q1/SavedCode.js': '', // empty: the starter code
  'Q1/TestCases.json': '[{"program":"1;","answer":"1"}]',
  'Q2/Problem.md': 'two',
  'Q2/StarterCode.js': '// two',
  'Q2/SavedCode.js': 'two();',
  'Q2/TestPrepend.js': 'const x = 2;',
  'Q3/Problem.md': 'three',
  'Q3/StarterCode.js': '// three',
  'Q3/SavedCode.js': '// three',
  'Q3/notes.txt': 'not ours, but in the folder',
};

const load = () => {
  const loaded = loadedFrom(repository);
  return { loaded, mission: missionFromLoaded(loaded) };
};

describe('planMissionSave', () => {
  it('writes nothing when nothing changed, whatever layout the files have', () => {
    const { loaded, mission } = load();
    const plan = planMissionSave(loaded, mission);
    expect(plan).toEqual({ writes: [], deletes: [], removedFolders: [] });
    expect(isEmptySavePlan(plan)).toBe(true);
  });

  it('updates only the changed file, with the sha it replaces', () => {
    const { loaded, mission } = load();
    const plan = planMissionSave(loaded, updateTask(mission, 1, { savedCode: 'two(2);' }));
    expect(plan).toEqual({
      writes: [{ path: 'Q2/SavedCode.js', text: 'two(2);', sha: 'sha:Q2/SavedCode.js' }],
      deletes: [],
      removedFolders: [],
    });
  });

  it('creates a file the repository does not hold yet, without a sha', () => {
    const { loaded, mission } = load();
    const plan = planMissionSave(loaded, updateTask(mission, 2, { testPostpend: 'check();' }));
    expect(plan.writes).toEqual([{ path: 'Q3/TestPostpend.js', text: 'check();' }]);
  });

  it('deletes a test file emptied in a task that stays', () => {
    const { loaded, mission } = load();
    const plan = planMissionSave(loaded, updateTask(mission, 1, { testPrepend: '' }));
    expect(plan).toEqual({
      writes: [],
      deletes: [{ path: 'Q2/TestPrepend.js', sha: 'sha:Q2/TestPrepend.js' }],
      removedFolders: [],
    });
  });

  it('moves later tasks down and deletes every file of the folder left over', () => {
    const { loaded, mission } = load();
    const change = deleteTask(mission, 1);
    if (!change.ok) throw new Error(change.message);
    const plan = planMissionSave(loaded, change.mission);
    expect(plan.removedFolders).toEqual(['Q3']);
    expect(plan.writes).toEqual([
      { path: 'Q2/Problem.md', text: 'three', sha: 'sha:Q2/Problem.md' },
      { path: 'Q2/StarterCode.js', text: '// three', sha: 'sha:Q2/StarterCode.js' },
      { path: 'Q2/SavedCode.js', text: '// three', sha: 'sha:Q2/SavedCode.js' },
    ]);
    expect(plan.deletes).toEqual([
      { path: 'Q2/TestPrepend.js', sha: 'sha:Q2/TestPrepend.js' },
      { path: 'Q3/notes.txt', sha: 'sha:Q3/notes.txt' },
      { path: 'Q3/Problem.md', sha: 'sha:Q3/Problem.md' },
      { path: 'Q3/SavedCode.js', sha: 'sha:Q3/SavedCode.js' },
      { path: 'Q3/StarterCode.js', sha: 'sha:Q3/StarterCode.js' },
    ]);
  });

  it('writes an added task and the tasks it pushes along', () => {
    const { loaded, mission } = load();
    const change = addTaskAfter(mission, 2);
    if (!change.ok) throw new Error(change.message);
    const plan = planMissionSave(loaded, change.mission);
    expect(plan.writes.map((write) => [write.path, write.sha])).toEqual([
      ['Q4/Problem.md', undefined],
      ['Q4/StarterCode.js', undefined],
      ['Q4/SavedCode.js', undefined],
    ]);
    expect(plan.deletes).toEqual([]);
  });

  it('rewrites the metadata and briefing when they change', () => {
    const { loaded, mission } = load();
    const plan = planMissionSave(loaded, { ...mission, briefing: '# New', metadata: { sourceVersion: 4 } });
    expect(plan.writes).toEqual([
      { path: 'README.md', text: '# New', sha: 'sha:README.md' },
      { path: '.metadata', text: '{\n  "sourceVersion": 4\n}\n', sha: 'sha:.metadata' },
    ]);
  });

  it('after the save, the repository reads back as the mission saved and a second plan is empty', () => {
    const { loaded, mission } = load();
    const change = deleteTask(updateTask(mission, 0, { savedCode: 'mine;' }), 1);
    if (!change.ok) throw new Error(change.message);
    const plan = planMissionSave(loaded, change.mission);
    const shas = new Map(plan.writes.map((write) => [write.path, `new:${write.path}`]));
    const saved = loadedAfterSave(loaded, plan, shas);
    expect(saved.get('Q1/SavedCode.js')).toEqual({ text: 'mine;', sha: 'new:Q1/SavedCode.js' });
    expect([...saved.keys()].some((path) => path.startsWith('Q3/'))).toBe(false);
    const texts = new Map([...saved].map(([path, file]) => [path, file.text]));
    expect(missionFromFiles(texts)).toEqual(change.mission);
    expect(isEmptySavePlan(planMissionSave(saved, change.mission))).toBe(true);
  });

  it('refuses to record a save without the new sha of a written file', () => {
    const { loaded, mission } = load();
    const plan = planMissionSave(loaded, { ...mission, briefing: 'changed' });
    expect(() => loadedAfterSave(loaded, plan, new Map())).toThrow(
      'No sha was given for the saved file README.md',
    );
  });
});

describe('newMissionFiles', () => {
  it('creates every file of the mission', () => {
    const mission = defaultMission();
    expect(newMissionFiles(mission)).toEqual(
      [...missionToFiles(mission)].map(([path, text]) => ({ path, text })),
    );
    expect(newMissionFiles(mission).every((file) => !('sha' in file))).toBe(true);
  });
});

describe('hasUnsavedChanges', () => {
  const base: Mission = defaultMission();

  it('is false for the same mission and true for a change to the briefing, metadata or a task', () => {
    expect(hasUnsavedChanges(base, defaultMission())).toBe(false);
    expect(hasUnsavedChanges(base, { ...base, briefing: 'x' })).toBe(true);
    expect(hasUnsavedChanges(base, { ...base, metadata: { sourceVersion: 2 } })).toBe(true);
    expect(hasUnsavedChanges(base, updateTask(base, 0, { savedCode: 'x;' }))).toBe(true);
    const added = addTaskAfter(base, 0);
    expect(added.ok && hasUnsavedChanges(base, added.mission)).toBe(true);
  });

  it('is false again once an edit is undone', () => {
    const edited = updateTask(base, 0, { testPrepend: 'x;' });
    expect(hasUnsavedChanges(base, updateTask(edited, 0, { testPrepend: '' }))).toBe(false);
  });
});
