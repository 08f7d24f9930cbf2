import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StoredLibrary } from '../model';
import { readAssessmentXml } from './read-assessment';
import { dataOf, ok, task } from './test-xml';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

const chapter1: StoredLibrary = {
  chapter: 1,
  variant: 'default',
  execTimeMs: 1000,
  globals: {},
  languageOptions: {},
  external: { name: 'none', symbols: [] },
};

describe('a file with the current element names', () => {
  const a = ok(readAssessmentXml(fixture('current-names.xml')));

  it('reads the TASK attributes and texts', () => {
    expect(a).toMatchObject({
      title: 'Rune Trials',
      number: 'M3',
      story: 'mission-3',
      coverPicture: 'https://example.org/rune.png',
      reading: 'Textbook pages 1 to 20',
      summaryShort: 'Draw runes with the rune library.',
      llmAssessmentPrompt: 'Be kind.',
      password: 'open sesame',
    });
    // The XML indentation is dropped, the markdown's own indentation kept.
    expect(a.summaryLong).toBe(
      '# Rune Trials\n\nUse `beside` and `stack`.\n    Indented code stays indented.',
    );
  });

  it('reads the task library: chapter, variant, exec time, external with symbols, globals, options', () => {
    expect(a.questions[0]?.library).toEqual({
      chapter: 2,
      variant: 'lazy',
      execTimeMs: 3000,
      globals: { size: '10', greeting: '"hello"' },
      languageOptions: { typecheck: 'false' },
      external: { name: 'runes', symbols: ['beside', 'stack'] },
    });
    expect(a.questions[0]?.gradingLibrary).toEqual({
      chapter: 2,
      variant: 'default',
      execTimeMs: 5000,
      globals: {},
      languageOptions: {},
      external: { name: 'runes', symbols: ['beside'] },
    });
  });

  it('keeps the problems in file order with their attributes', () => {
    expect(a.questions.map((q) => [q.question.type, q.maxXp, q.showSolution, q.blocking])).toEqual([
      ['programming', 300, true, true],
      ['mcq', 50, false, false],
      ['voting', 0, false, false],
      ['programming', 10, false, false],
    ]);
  });

  it('reads a programming problem: snippet parts with their indentation and testcases by kind', () => {
    const q = dataOf(a.questions[0]!.question, 'programming');
    expect(q.content).toBe('Write `double`.');
    expect(q.prepend).toBe('const two = 2;');
    expect(q.template).toBe('function double(x) {\n    // your answer here\n}');
    expect(q.postpend).toBe('const checked = true;');
    expect(q.solution).toBe('function double(x) {\n    return x < 0 ? -two * -x : two * x;\n}');
    expect(q.llmPrompt).toBe('Check the base case.');
    expect(q.public).toEqual([
      { program: 'double(2);', answer: '4', score: 1 },
      { program: '"a";', answer: '"a"', score: 4 },
    ]);
    expect(q.opaque).toEqual([{ program: 'double(0);', answer: '0', score: 2 }]);
    expect(q.secret).toEqual([{ program: 'double(-3);', answer: '-6', score: 3 }]);
  });

  it('reads an mcq problem: choices in order with 0-based ids, hints and the correct one', () => {
    expect(dataOf(a.questions[1]!.question, 'mcq')).toEqual({
      content: 'Which is a pair?',
      choices: [
        { choiceId: 0, content: 'null', hint: 'Not quite', isCorrect: false },
        { choiceId: 1, content: 'pair(1, 2)', hint: 'Yes!', isCorrect: true },
        { choiceId: 2, content: 'list()', hint: null, isCorrect: false },
      ],
    });
  });

  it('reads a voting problem with its XP array', () => {
    expect(dataOf(a.questions[2]!.question, 'voting')).toEqual({
      content: 'Vote for the best rune.',
      prepend: 'const prelude = 1;',
      template: '// look at the entries',
      contestNumber: 'C1',
      revealHours: 48,
      tokenDivider: 50,
      xpValues: [1000, 800],
    });
  });

  it("uses a problem's own libraries over the task's, and allows an empty TEMPLATE", () => {
    const q = a.questions[3]!;
    expect(q.library).toMatchObject({ chapter: 4, variant: 'gpu', execTimeMs: 1000 });
    expect(q.gradingLibrary).toMatchObject({ chapter: 4, variant: 'default' });
    expect(dataOf(q.question, 'programming').template).toBe('');
  });
});

describe('a file with the legacy element names', () => {
  const a = ok(readAssessmentXml(fixture('legacy-names.xml')));

  it('reads DEPLOYMENT and GRADERDEPLOYMENT as the libraries and maxgrade as maxxp', () => {
    expect(a.questions[0]).toMatchObject({
      maxXp: 20,
      library: { ...chapter1, external: { name: 'none', symbols: [] } },
      gradingLibrary: { ...chapter1, execTimeMs: 2000 },
    });
    expect(a.questions[1]).toMatchObject({ maxXp: 5, library: { chapter: 3, variant: 'non-det' } });
  });

  it('treats PRIVATE testcases as secret', () => {
    const q = dataOf(a.questions[0]!.question, 'programming');
    expect(q.public).toEqual([{ program: 'fact(0);', answer: '1', score: 1 }]);
    expect(q.opaque).toEqual([]);
    expect(q.secret).toEqual([{ program: 'fact(5);', answer: '120', score: 5 }]);
  });

  it('ignores the TASK kind and dates, and a task without access="private" is public', () => {
    expect(a).toMatchObject({
      title: 'Old Mission',
      number: 'M1',
      password: null,
      summaryLong: 'An old file.',
    });
    expect(Object.keys(a).sort()).toEqual(
      [
        'coverPicture',
        'gradingLibrary',
        'library',
        'llmAssessmentPrompt',
        'number',
        'password',
        'questions',
        'reading',
        'story',
        'summaryLong',
        'summaryShort',
        'title',
      ].sort(),
    );
  });

  it('keeps the task-level DEPLOYMENT and GRADERDEPLOYMENT as the defaults', () => {
    expect(a.library).toEqual(chapter1);
    expect(a.gradingLibrary).toEqual({ ...chapter1, execTimeMs: 2000 });
  });

  it('prefers the current name when a file has both spellings', () => {
    const a2 = ok(
      readAssessmentXml(
        task({ library: '<DEPLOYMENT interpreter="3"/><PROGRAMMINGLANGUAGE interpreter="2"/>' }),
      ),
    );
    expect(a2.questions[0]?.library.chapter).toBe(2);
  });
});

describe('defaults', () => {
  const a = ok(readAssessmentXml(task()));

  it('fills variant default, exectime 1000, no external, no globals; grading falls back to the library', () => {
    expect(a.questions[0]?.library).toEqual(chapter1);
    expect(a.questions[0]?.gradingLibrary).toEqual(chapter1);
  });

  it('leaves optional texts null and missing snippet parts empty', () => {
    expect(a).toMatchObject({
      story: null,
      coverPicture: null,
      reading: null,
      summaryShort: null,
      summaryLong: null,
      password: null,
      llmAssessmentPrompt: null,
    });
    expect(dataOf(a.questions[0]!.question, 'programming')).toEqual({
      content: 'Q',
      prepend: '',
      template: 'x;',
      postpend: '',
      solution: '',
      public: [],
      opaque: [],
      secret: [],
    });
  });

  it('gives a private task without PASSWORD the empty password', () => {
    expect(ok(readAssessmentXml(task({ attrs: 'title="T" number="N" access="private"' }))).password).toBe('');
  });

  it('gives a voting problem without XP_ARRAY the XP values 500, 400, 300', () => {
    const voting = ok(
      readAssessmentXml(
        task({
          problems:
            '<PROBLEM type="voting" maxxp="0"><TEXT>V</TEXT><VOTING assessment_number="C" reveal_hours="0" token_divider="1"/></PROBLEM>',
        }),
      ),
    );
    expect(dataOf(voting.questions[0]!.question, 'voting')).toMatchObject({
      prepend: '',
      template: '',
      xpValues: [500, 400, 300],
    });
  });

  it('grades a problem with its own library with that library when no grader library is given', () => {
    const a2 = ok(
      readAssessmentXml(
        task({
          problems:
            '<PROBLEM type="mcq" maxxp="1"><PROGRAMMINGLANGUAGE interpreter="3"/><TEXT>Q</TEXT><CHOICE correct="true"><TEXT>a</TEXT></CHOICE></PROBLEM>',
        }),
      ),
    );
    expect(a2.questions[0]?.gradingLibrary.chapter).toBe(3);
  });

  it('needs no task library when every problem has its own', () => {
    const a2 = ok(
      readAssessmentXml(
        task({
          library: '',
          problems:
            '<PROBLEM type="programming" maxxp="1"><DEPLOYMENT interpreter="2"/><TEXT>Q</TEXT><SNIPPET><TEMPLATE/></SNIPPET></PROBLEM>',
        }),
      ),
    );
    expect(a2.questions[0]?.library.chapter).toBe(2);
  });

  it('finds the TASK wherever it is and decodes entities in attributes and text', () => {
    const a2 = ok(
      readAssessmentXml(
        `<ROOT><WRAP>${task({ attrs: 'title="A &amp; B" number="N"' }).replace('<TEXT>Q</TEXT>', '<TEXT>a &lt; b</TEXT>')}</WRAP></ROOT>`,
      ),
    );
    expect(a2.title).toBe('A & B');
    expect(dataOf(a2.questions[0]!.question, 'programming').content).toBe('a < b');
  });
});
