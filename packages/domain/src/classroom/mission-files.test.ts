import { describe, expect, it } from 'vitest';
import { defaultMission, defaultTask, type Mission } from './mission';
import {
  missionFilePaths,
  missionFromFiles,
  missionToFiles,
  readMetadata,
  readTestcases,
  taskFoldersIn,
  writeTestcases,
} from './mission-files';

const files = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('taskFoldersIn', () => {
  it('lists Q1, Q2, ... up to the first folder missing', () => {
    const entries = [
      { name: 'README.md', type: 'file' },
      { name: 'Q1', type: 'dir' },
      { name: 'Q2', type: 'dir' },
      { name: 'Q4', type: 'dir' },
      { name: 'Q3', type: 'file' }, // a file is not a task folder
    ];
    expect(taskFoldersIn(entries)).toEqual(['Q1', 'Q2']);
    expect(taskFoldersIn([{ name: 'Q2', type: 'dir' }])).toEqual([]);
  });

  it('stops at Q20', () => {
    const entries = Array.from({ length: 25 }, (_, i) => ({ name: `Q${i + 1}`, type: 'dir' }));
    expect(taskFoldersIn(entries)).toHaveLength(20);
  });

  it('names the files to read', () => {
    expect(missionFilePaths(['Q1'])).toEqual([
      'README.md',
      '.metadata',
      'Q1/Problem.md',
      'Q1/StarterCode.js',
      'Q1/SavedCode.js',
      'Q1/TestPrepend.js',
      'Q1/TestPostpend.js',
      'Q1/TestCases.json',
    ]);
  });
});

describe('readMetadata', () => {
  it('reads the chapter, 1 without the file or the field, 4 when it cannot be read', () => {
    expect(readMetadata('{"sourceVersion": 3}')).toEqual({ sourceVersion: 3 });
    expect(readMetadata(undefined)).toEqual({ sourceVersion: 1 });
    expect(readMetadata('{}')).toEqual({ sourceVersion: 1 });
    for (const broken of [
      '{sourceVersion: 2',
      '',
      '[2]',
      'null',
      '{"sourceVersion": "2"}',
      '{"sourceVersion": 7}',
    ]) {
      expect(readMetadata(broken)).toEqual({ sourceVersion: 4 });
    }
  });
});

describe('testcases', () => {
  it('read with score 0 and type public by default; a broken file gives none', () => {
    expect(
      readTestcases(
        JSON.stringify([
          { program: 'f(1);', answer: '2', score: 3, type: 'opaque' },
          { program: 'f(2);', answer: 4, type: 'strange' },
          'not a testcase',
        ]),
      ),
    ).toEqual([
      { program: 'f(1);', answer: '2', score: 3, type: 'opaque' },
      { program: 'f(2);', answer: '4', score: 0, type: 'public' },
    ]);
    expect(readTestcases('[{')).toEqual([]);
    expect(readTestcases('{"program": "x"}')).toEqual([]);
    expect(readTestcases(undefined)).toEqual([]);
  });

  it('are written with score 0 and type public when not chosen', () => {
    expect(JSON.parse(writeTestcases([{ program: 'f(1);', answer: '2' }]))).toEqual([
      { program: 'f(1);', answer: '2', score: 0, type: 'public' },
    ]);
  });
});

describe('missionFromFiles', () => {
  it('reads the briefing, metadata and tasks up to the first missing folder', () => {
    const mission = missionFromFiles(
      files({
        'README.md': '# Briefing',
        '.metadata': '{"sourceVersion": 2}',
        'Q1/Problem.md': 'Write square.',
        'Q1/StarterCode.js': 'function square(x) {}',
        'Q1/SavedCode.js': 'function square(x) { return x * x; }',
        'Q1/TestPrepend.js': 'const two = 2;',
        'Q1/TestPostpend.js': '// after',
        'Q1/TestCases.json': '[{"program": "square(two);", "answer": "4"}]',
        'Q2/Problem.md': 'Write cube.',
        'Q4/Problem.md': 'never read: Q3 is missing',
      }),
    );
    expect(mission).toEqual({
      briefing: '# Briefing',
      metadata: { sourceVersion: 2 },
      tasks: [
        {
          questionNumber: 1,
          taskDescription: 'Write square.',
          starterCode: 'function square(x) {}',
          savedCode: 'function square(x) { return x * x; }',
          testPrepend: 'const two = 2;',
          testPostpend: '// after',
          testCases: [{ program: 'square(two);', answer: '4', score: 0, type: 'public' }],
        },
        {
          questionNumber: 2,
          taskDescription: 'Write cube.',
          starterCode: '',
          savedCode: '',
          testPrepend: '',
          testPostpend: '',
          testCases: [],
        },
      ],
    });
  });

  it('gives the starter code as saved code when SavedCode.js is empty or missing', () => {
    const mission = missionFromFiles(
      files({ 'Q1/StarterCode.js': '// start', 'Q1/SavedCode.js': '', 'Q2/StarterCode.js': '// two' }),
    );
    expect(mission.tasks.map((task) => task.savedCode)).toEqual(['// start', '// two']);
    expect(mission.metadata).toEqual({ sourceVersion: 1 });
    expect(mission.briefing).toBe('');
  });
});

describe('missionToFiles', () => {
  it('writes no empty testcases, prepend or postpend', () => {
    const written = missionToFiles(defaultMission());
    expect([...written.keys()]).toEqual([
      'README.md',
      '.metadata',
      'Q1/Problem.md',
      'Q1/StarterCode.js',
      'Q1/SavedCode.js',
    ]);
    const blank = missionToFiles({ ...defaultMission(), tasks: [{ ...defaultTask(), testPrepend: ' \n' }] });
    expect(blank.has('Q1/TestPrepend.js')).toBe(false);
  });

  it('writes every task into its numbered folder, and reads back the same mission', () => {
    const mission: Mission = {
      briefing: '# Runes\n',
      metadata: { sourceVersion: 3 },
      tasks: [
        {
          ...defaultTask(1),
          testPrepend: 'const a = 1;',
          testCases: [{ program: 'a;', answer: '1', score: 2, type: 'secret' }],
        },
        {
          ...defaultTask(2),
          taskDescription: 'mcq{"answer":-1,"choices":[{"option":"a","hint":null}],"solution":0}',
        },
        { ...defaultTask(3), testPostpend: 'display(a);', savedCode: 'const mine = 1;' },
      ],
    };
    const written = missionToFiles(mission);
    expect(written.get('.metadata')).toBe('{\n  "sourceVersion": 3\n}\n');
    expect(written.get('Q1/TestPrepend.js')).toBe('const a = 1;');
    expect(written.get('Q3/TestPostpend.js')).toBe('display(a);');
    expect(written.has('Q2/TestCases.json')).toBe(false);
    expect(missionFromFiles(written)).toEqual(mission);
  });
});
